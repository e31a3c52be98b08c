import { describe, expect, it } from 'vitest';
import { buildGoogleCalendarUrl, buildOutlookCalendarUrl, type LinkableEvent } from './calendar-links';

const event: LinkableEvent = {
  title: 'Dinner & drinks',
  description: 'Bring <snacks>',
  start_time: '2025-03-04T18:30:00.000Z',
  end_time: '2025-03-04T20:00:00.000Z',
  location: 'Luigi’s',
  location_address: '1 Main St',
};

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
});
