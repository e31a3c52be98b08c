import { describe, expect, it } from 'vitest';
import { canAddToCalendar, getSaveTarget, isPersonalCategory } from './save-target';

describe('getSaveTarget', () => {
  it('saves Event and Blocks as events', () => {
    expect(getSaveTarget('Event')).toBe('event');
    expect(getSaveTarget('Blocks')).toBe('event');
    expect(getSaveTarget(undefined)).toBe('event');
  });

  it('saves Working Hours and Availability Windows through their own calls', () => {
    expect(getSaveTarget('Working Hours')).toBe('working-hours');
    expect(getSaveTarget('Availability Windows')).toBe('availability-window');
  });
});

describe('isPersonalCategory and canAddToCalendar', () => {
  it.each([
    ['Event', false],
    ['Working Hours', true],
    ['Availability Windows', true],
    ['Blocks', true],
  ])('%s personal: %s', (name, isPersonal) => {
    expect(isPersonalCategory(name)).toBe(isPersonal);
    expect(canAddToCalendar(name)).toBe(!isPersonal);
  });
});
