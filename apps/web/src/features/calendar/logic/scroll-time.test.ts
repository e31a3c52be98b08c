import { describe, expect, it } from 'vitest';
import { chooseScrollTime, toScrollItems } from './scroll-time';

const week = { startDate: '2026-11-30', endDate: '2026-12-07' };
const zone = 'America/New_York';

describe('chooseScrollTime', () => {
  it("opens an hour before the first timed event of the visible days, in the calendar zone, with room for that hour's label", () => {
    const events = [
      { start: '2026-12-01T23:30:00.000Z' }, // Tue 18:30 in New York
      { start: '2026-12-03T00:00:00.000Z' }, // Wed 19:00
    ];
    expect(chooseScrollTime(week, events, [], zone)).toBe('16:45:00');
  });

  it('ignores all-day events and events outside the visible days', () => {
    const events = [
      { start: '2026-12-01T05:00:00.000Z', allDay: true },
      { start: '2026-12-07T12:00:00.000Z' }, // next Monday 07:00
      { start: '2026-11-29T12:00:00.000Z' }, // the Sunday before
      { start: '2026-12-02T20:00:00.000Z' }, // Wed 15:00
    ];
    expect(chooseScrollTime(week, events, [], zone)).toBe('13:45:00');
  });

  it('falls back to the start of the working day, then to 08:00 (each a quarter hour early)', () => {
    const workingHours = [{ start: '2026-12-01T15:00:00.000Z' }, { start: '2026-12-02T14:30:00.000Z' }];
    expect(chooseScrollTime(week, [], workingHours, zone)).toBe('07:45:00');
    expect(chooseScrollTime(week, [], [{ start: '2026-12-01T16:00:00.000Z' }], zone)).toBe('09:45:00');
    expect(chooseScrollTime(week, [], [], zone)).toBe('07:45:00');
  });

  it('never goes before midnight', () => {
    expect(chooseScrollTime(week, [{ start: '2026-12-01T05:15:00.000Z' }], [], zone)).toBe('00:00:00');
  });

  it('opens at an evening free-together band or availability window before an earlier working day', () => {
    const bands = [{ start: '2026-12-03T00:00:00.000Z' }, { start: '2026-12-01T23:00:00.000Z' }]; // Wed 19:00, Tue 18:00
    const workingHours = [{ start: '2026-12-01T14:00:00.000Z' }]; // Tue 09:00
    expect(chooseScrollTime(week, bands, workingHours, zone)).toBe('16:45:00');
  });

  it("takes the bands' starts from their grid inputs", () => {
    expect(toScrollItems([{ start: '2026-12-01T23:00:00.000Z' }, { start: new Date(0) }, {}])).toEqual([
      { start: '2026-12-01T23:00:00.000Z' },
    ]);
  });
});
