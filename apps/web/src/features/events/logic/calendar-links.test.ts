import { describe, expect, it } from 'vitest';
import { buildGoogleCalendarUrl, buildOutlookCalendarUrl, type LinkableEvent } from './calendar-links';

const event: LinkableEvent = {
  title: 'Dinner & drinks',
  description: 'Bring <snacks>',
  start_time: '2025-03-04T18:30:00.000Z',
  end_time: '2025-03-04T20:00:00.000Z',
  location: 'Luigi’s',
  location_address: '1 Main St',
  latitude: null,
  longitude: null,
};

/** An OpenStreetMap venue without addr:* tags, as Hangtime Now! may pick one. */
const frank: LinkableEvent = {
  ...event,
  description: 'Pasta',
  location: "Frank's Trattoria",
  location_address: null,
  latitude: 40.7128,
  longitude: -74.006,
};
const mapLink = 'https://www.openstreetmap.org/?mlat=40.7128&mlon=-74.006#map=17/40.7128/-74.006';

describe('buildGoogleCalendarUrl', () => {
  it('builds the template link with UTC compact dates', () => {
    const url = new URL(buildGoogleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Dinner & drinks');
    expect(url.searchParams.get('dates')).toBe('20250304T183000Z/20250304T200000Z');
    expect(url.searchParams.get('details')).toBe('Bring <snacks>');
    expect(url.searchParams.get('location')).toBe('Luigi’s, 1 Main St');
  });

  it('gives a venue without an address its position, and a map link in the details', () => {
    const url = new URL(buildGoogleCalendarUrl(frank));
    expect(url.searchParams.get('location')).toBe("Frank's Trattoria, 40.7128,-74.006");
    expect(url.searchParams.get('details')).toBe(`Pasta\n\nMap: ${mapLink}`);
  });

  it('encodes the title so it cannot add parameters', () => {
    const url = buildGoogleCalendarUrl({ ...event, title: 'a&dates=x' });
    expect(new URL(url).searchParams.get('dates')).toBe('20250304T183000Z/20250304T200000Z');
  });
});

describe('buildOutlookCalendarUrl', () => {
  it('builds the compose deep link with ISO instants', () => {
    const url = new URL(buildOutlookCalendarUrl({ ...event, description: null, location_address: null }));
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe('Dinner & drinks');
    expect(url.searchParams.get('startdt')).toBe('2025-03-04T18:30:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2025-03-04T20:00:00.000Z');
    expect(url.searchParams.get('body')).toBe('');
    expect(url.searchParams.get('location')).toBe('Luigi’s');
  });

  it('gives a venue without an address its position, and a map link in the body', () => {
    const url = new URL(buildOutlookCalendarUrl({ ...frank, description: null }));
    expect(url.searchParams.get('location')).toBe("Frank's Trattoria, 40.7128,-74.006");
    expect(url.searchParams.get('body')).toBe(`Map: ${mapLink}`);
  });
});
