import { describe, expect, it } from 'vitest';
import { atWallTimeInZone, dateInZone, parseKeptZoneChoice, shouldOfferZoneSwitch } from './calendar-zone';

describe('calendar zone', () => {
  it('names the day an instant falls on in the given zone, not the device one', () => {
    // 03:00 UTC on 1 December is still 30 November evening in New York.
    expect(dateInZone(new Date('2026-12-01T03:00:00Z'), 'America/New_York')).toBe('2026-11-30');
    expect(dateInZone(new Date('2026-12-01T03:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-01');
  });

  it('places a day\'s "+" at 9:00 on the wall clock of the calendar\'s zone', () => {
    const midnightInNewYork = new Date('2026-11-30T05:00:00Z');
    expect(atWallTimeInZone(midnightInNewYork, 'America/New_York', '09:00').toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    );
    expect(atWallTimeInZone(new Date('2026-11-29T15:00:00Z'), 'Asia/Tokyo', '09:00').toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('offers the switch only while the device is elsewhere and the person has not kept this zone', () => {
    expect(shouldOfferZoneSwitch('America/New_York', 'America/New_York', null)).toBe(false);
    expect(shouldOfferZoneSwitch('America/New_York', 'Europe/Paris', null)).toBe(true);
    const kept = { profileZone: 'America/New_York', deviceZone: 'Europe/Paris' };
    expect(shouldOfferZoneSwitch('America/New_York', 'Europe/Paris', kept)).toBe(false);
    // A new trip, or a new profile zone, is a new question.
    expect(shouldOfferZoneSwitch('America/New_York', 'Asia/Tokyo', kept)).toBe(true);
    expect(shouldOfferZoneSwitch('America/Chicago', 'Europe/Paris', kept)).toBe(true);
  });

  it('reads back only a well-formed stored choice', () => {
    expect(parseKeptZoneChoice('{"profileZone":"UTC","deviceZone":"Asia/Tokyo"}')).toEqual({
      profileZone: 'UTC',
      deviceZone: 'Asia/Tokyo',
    });
    expect(parseKeptZoneChoice(null)).toBeNull();
    expect(parseKeptZoneChoice('not json')).toBeNull();
    expect(parseKeptZoneChoice('{"profileZone":1}')).toBeNull();
  });
});
