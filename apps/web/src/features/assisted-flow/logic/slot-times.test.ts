import { describe, expect, it } from 'vitest';
import { defaultTimeRange, endChoices, isWithinSlot, moveStart, startChoices } from './slot-times';

const slot = { start_time: '2030-06-12T12:15:00.000Z', end_time: '2030-06-12T13:30:00.000Z' };
const at = (clock: string) => `2030-06-12T${clock}:00.000Z`;

describe('the adjusted time of step 2', () => {
  it('offers every quarter hour to start at, up to 15 minutes before the end', () => {
    expect(startChoices(slot)).toEqual([at('12:15'), at('12:30'), at('12:45'), at('13:00'), at('13:15')]);
  });

  it('offers every quarter hour after the start to end at, up to the slot’s end', () => {
    expect(endChoices(slot, at('12:45'))).toEqual([at('13:00'), at('13:15'), at('13:30')]);
  });

  it('keeps the length when the start moves, cut short at the slot’s end', () => {
    const range = defaultTimeRange(slot);
    expect(range).toEqual({ start: at('12:15'), end: at('13:30') });
    expect(moveStart(slot, { start: at('12:15'), end: at('12:45') }, at('12:45'))).toEqual({
      start: at('12:45'),
      end: at('13:15'),
    });
    expect(moveStart(slot, range, at('13:00'))).toEqual({ start: at('13:00'), end: at('13:30') });
  });

  it('accepts only quarter hours inside the slot with the end after the start', () => {
    expect(isWithinSlot(slot, { start: at('12:15'), end: at('13:30') })).toBe(true);
    expect(isWithinSlot(slot, { start: at('12:00'), end: at('13:00') })).toBe(false);
    expect(isWithinSlot(slot, { start: at('12:30'), end: at('13:45') })).toBe(false);
    expect(isWithinSlot(slot, { start: '2030-06-12T12:31:00.000Z', end: at('13:00') })).toBe(false);
    expect(isWithinSlot(slot, { start: at('13:00'), end: at('13:00') })).toBe(false);
    expect(isWithinSlot(slot, { start: 'soon', end: at('13:00') })).toBe(false);
  });
});
