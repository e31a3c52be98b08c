import { describe, expect, it } from 'vitest';
import { chooseOrigin, findCoveringWindow, resolveOrigins } from './origins';
import type { WindowWithPlace } from './repository';
import { savedLocationRow } from './saved-location-row.test-support';

const NY = 'America/New_York';
const slot = { start: Date.parse('2027-03-03T23:00:00Z'), end: Date.parse('2027-03-04T01:00:00Z') }; // Wed 18:00–20:00 New York

function window(overrides: Partial<WindowWithPlace>): WindowWithPlace {
  return {
    id: 'w1',
    user_id: 'u1',
    window_name: 'Evenings',
    start_time: '17:00',
    end_time: '22:00',
    timezone: NY,
    location: 'Office',
    address: '1 Main St',
    location_id: 'l1',
    travel_preferences: ['walking', 'public_transit'],
    max_travel_time_minutes: 45,
    ending_type: 'firm',
    start_date: '2027-03-01',
    end_date: '2027-12-31',
    is_repeating: true,
    frequency: 'weekly',
    days_of_week: [2],
    created_at: new Date('2027-01-01T00:00:00Z'),
    updated_at: new Date('2027-01-01T00:00:00Z'),
    latitude: 40.75,
    longitude: -73.99,
    ...overrides,
  };
}

const home = savedLocationRow;

describe('findCoveringWindow', () => {
  it('finds the window whose occurrence covers the slot in the window’s own zone', () => {
    expect(findCoveringWindow([window({})], [], slot)?.id).toBe('w1');
  });

  it('ignores a window on another weekday and one cancelled that date', () => {
    expect(findCoveringWindow([window({ days_of_week: [3] })], [], slot)).toBeNull();
    const cancelled = [
      { id: 'e1', window_id: 'w1', date: '2027-03-03', cancelled: true, start_time: null, end_time: null },
    ];
    expect(findCoveringWindow([window({})], cancelled, slot)).toBeNull();
  });

  it('prefers the window that covers the whole slot over one covering part of it', () => {
    const partial = window({
      id: 'partial',
      start_time: '19:00',
      end_time: '23:00',
      created_at: new Date('2026-01-01T00:00:00Z'),
    });
    expect(findCoveringWindow([partial, window({ id: 'whole' })], [], slot)?.id).toBe('whole');
  });
});

describe('chooseOrigin', () => {
  it('starts from the covering window’s saved location, with its modes and limit', () => {
    expect(chooseOrigin(window({}), home())).toEqual({
      point: { latitude: 40.75, longitude: -73.99 },
      modes: ['walking', 'public_transit'],
      maxMinutes: 45,
      placeId: 'l1',
    });
  });

  it('falls back to the default location, 30 minutes, keeping the window’s modes when its place has no coordinates', () => {
    expect(chooseOrigin(window({ latitude: null, longitude: null }), home())).toEqual({
      point: { latitude: 40.69, longitude: -73.99 },
      modes: ['walking', 'public_transit'],
      maxMinutes: 30,
      placeId: 'h1',
    });
  });

  it('uses the saved location’s transportation options without a window, and car when none moves', () => {
    expect(chooseOrigin(null, home())?.modes).toEqual(['biking']);
    expect(chooseOrigin(null, home({ transportation_options: ['virtual'] }))?.modes).toEqual(['car']);
    expect(chooseOrigin(window({ travel_preferences: [] }), null)?.modes).toEqual(['car']);
  });

  it('cannot place someone with neither a placed window nor a placed default location', () => {
    expect(chooseOrigin(null, null)).toBeNull();
    expect(
      chooseOrigin(window({ latitude: null, longitude: null }), home({ latitude: null, longitude: null })),
    ).toBeNull();
  });
});

describe('resolveOrigins', () => {
  it('gives each person their own window or home, and null to the unplaced', () => {
    const origins = resolveOrigins(
      ['u1', 'u2', 'u3'],
      { windows: [window({})], exceptions: [], defaults: [home({ user_id: 'u2' })] },
      slot,
    );
    expect(origins.get('u1')?.maxMinutes).toBe(45);
    expect(origins.get('u2')?.maxMinutes).toBe(30);
    expect(origins.get('u3')).toBeNull();
  });
});
