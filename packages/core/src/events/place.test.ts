import { describe, expect, it } from 'vitest';
import { describeEventPlace, formatCalendarLocation, formatEventPlace } from './place';

const frank = { location: "Frank's Trattoria", location_address: null, latitude: 40.7128, longitude: -74.006 };
const lucia = { location: 'Lucia', location_address: '12 Mott St, New York', latitude: 40.7155, longitude: -73.997 };
const nowhere = { location: null, location_address: null, latitude: null, longitude: null };

describe('describeEventPlace', () => {
  it('writes the position where the address is missing, and maps it', () => {
    expect(describeEventPlace(frank)).toEqual({
      name: "Frank's Trattoria",
      line: 'near 40.7128, -74.0060',
      mapUrl: 'https://www.openstreetmap.org/?mlat=40.7128&mlon=-74.006#map=17/40.7128/-74.006',
      position: { latitude: 40.7128, longitude: -74.006 },
    });
  });

  it('keeps the address when there is one, and searches for it without a position', () => {
    expect(describeEventPlace(lucia)?.line).toBe('12 Mott St, New York');
    expect(describeEventPlace({ ...lucia, latitude: null, longitude: null })?.mapUrl).toBe(
      'https://www.openstreetmap.org/search?query=12%20Mott%20St%2C%20New%20York',
    );
  });

  it('has nothing to say without a name, an address or a position', () => {
    expect(describeEventPlace(nowhere)).toBeNull();
    expect(describeEventPlace({ ...nowhere, location: '  ' })).toBeNull();
    expect(describeEventPlace({ ...nowhere, location: 'Home' })).toEqual({
      name: 'Home',
      line: null,
      mapUrl: null,
      position: null,
    });
  });
});

describe('one line of the place', () => {
  it('for screens and mail', () => {
    expect(formatEventPlace(frank)).toBe("Frank's Trattoria, near 40.7128, -74.0060");
    expect(formatEventPlace(lucia)).toBe('Lucia, 12 Mott St, New York');
    expect(formatEventPlace(nowhere)).toBe('');
  });

  it('for calendar entries: the bare position the providers open on a map', () => {
    expect(formatCalendarLocation(frank)).toBe("Frank's Trattoria, 40.7128,-74.006");
    expect(formatCalendarLocation(lucia)).toBe('Lucia, 12 Mott St, New York');
    expect(formatCalendarLocation(nowhere)).toBe('');
  });
});
