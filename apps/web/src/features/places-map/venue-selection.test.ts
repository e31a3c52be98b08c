import { describe, expect, it } from 'vitest';
import { isPressKey, toggleVenue } from './venue-selection';

describe('toggleVenue', () => {
  it.each([
    [null, 'node/1', 'node/1'],
    ['node/1', 'way/2', 'way/2'],
    ['node/1', 'node/1', null],
  ])('from %j, a click on %s selects %j', (selected, clicked, expected) => {
    expect(toggleVenue(selected, clicked)).toBe(expected);
  });
});

describe('isPressKey', () => {
  it.each([
    ['Enter', true],
    [' ', true],
    ['Tab', false],
    ['a', false],
  ])('%j presses: %s', (key, expected) => {
    expect(isPressKey(key)).toBe(expected);
  });
});
