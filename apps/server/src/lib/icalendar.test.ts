// The iCalendar writer read back by a real parser (ical.js): what each property says, the zones
// it describes, and the calendar-level settings a subscription needs.
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCalendar, type IcsEvent } from './icalendar';

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  title: 'Climbing',
  description: null,
  start_time: new Date('2027-07-14T22:30:00Z'), // 18:30 EDT
  end_time: new Date('2027-07-15T00:30:00Z'),
  all_day: false,
  timezone: 'America/New_York',
  location: null,
  location_address: null,
  latitude: null,
  longitude: null,
  is_recurring: false,
  recurring_pattern: null,
  ...overrides,
});
const stamp = new Date('2027-07-01T12:00:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}
afterEach(() => ICAL.TimezoneService.reset());

describe('writeCalendar', () => {
  it('writes one event in its zone with a VTIMEZONE, and nothing a caller did not ask for', () => {
    const text = writeCalendar([{ event: event({ description: 'Bring shoes' }), stamp }]);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    expect(text).toContain('DTSTART;TZID=America/New_York:20270714T183000');
    const calendar = parse(text);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe('6f1c2d3e-0000-4000-8000-000000000001@hangtime');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2027-07-01T12:00:00Z');
    expect(vevent.getFirstPropertyValue('description')).toBe('Bring shoes');
    for (const absent of ['sequence', 'status', 'last-modified', 'organizer', 'rrule', 'location', 'geo'])
      expect(vevent.getFirstProperty(absent), absent).toBeNull();
    for (const absent of ['x-wr-calname', 'refresh-interval', 'x-published-ttl'])
      expect(calendar.getFirstProperty(absent), absent).toBeNull();
    const parsed = new ICAL.Event(vevent);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2027-07-14T22:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2027-07-15T00:30:00.000Z');
  });

  it('writes SEQUENCE, LAST-MODIFIED, STATUS and ORGANIZER when given', () => {
    const vevent = parse(
      writeCalendar([
        {
          event: event(),
          stamp,
          sequence: 4,
          lastModified: new Date('2027-06-30T08:15:00Z'),
          status: 'TENTATIVE',
          organizerEmail: 'ana@example.test',
        },
      ]),
    ).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('sequence')).toBe(4);
    expect(vevent.getFirstPropertyValue('last-modified')!.toString()).toBe('2027-06-30T08:15:00Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:ana@example.test');
  });

  it('names the calendar and asks for an hourly refresh in the forms Apple, Google and Outlook read', () => {
    const text = writeCalendar([], { name: 'Hangtime', refreshInterval: 'PT1H' });
    expect(text).toContain('\r\nX-WR-CALNAME:Hangtime\r\n');
    expect(text).toContain('\r\nNAME:Hangtime\r\n');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(parse(text).getAllSubcomponents()).toEqual([]);
  });

  it('describes each zone once, none for all-day events, from the year before the first start to the cover year and four more', () => {
    const calendar = parse(
      writeCalendar(
        [
          { event: event({ id: 'a', start_time: new Date('2024-03-01T10:00:00Z') }), stamp },
          { event: event({ id: 'b', timezone: 'Europe/Berlin' }), stamp },
          { event: event({ id: 'c' }), stamp },
          {
            event: event({
              id: 'd',
              all_day: true,
              timezone: 'Asia/Tokyo',
              start_time: new Date('2027-08-01T15:00:00Z'),
              end_time: new Date('2027-08-02T15:00:00Z'),
            }),
            stamp,
          },
        ],
        { coverYear: 2028 },
      ),
    );
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/New_York', 'Europe/Berlin']);
    const years = (zone: ICAL.Component) =>
      zone.getAllSubcomponents().map((part) => (part.getFirstPropertyValue('dtstart') as ICAL.Time).year);
    // New York: a start in 2024, another in 2027, the cover year 2028 → 2023…2032.
    expect(Math.min(...years(zones[0]!))).toBe(2023);
    expect(Math.max(...years(zones[0]!))).toBe(2032);
    // Berlin: only 2027 → 2026…2032 (the cover year reaches further than its own start).
    expect(Math.min(...years(zones[1]!))).toBe(2026);
    expect(Math.max(...years(zones[1]!))).toBe(2032);

    const allDay = new ICAL.Event(calendar.getAllSubcomponents('vevent')[3]!);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2027-08-02');
  });

  it('carries a series as its RRULE, whose instances keep the wall-clock time across the DST change', () => {
    const series = event({
      start_time: new Date('2026-10-30T22:00:00Z'), // Fridays 18:00 New York
      end_time: new Date('2026-10-31T00:00:00Z'),
      is_recurring: true,
      recurring_pattern: {
        recurrence_type: 'weekly',
        interval: 1,
        days_of_week: [5],
        end_date: null,
        end_occurrences: 3,
        day_of_month: null,
        week_of_month: null,
        day_of_week_monthly: null,
      },
    });
    const vevent = parse(writeCalendar([{ event: series, stamp }])).getFirstSubcomponent('vevent')!;
    expect(String(vevent.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=3;BYDAY=FR');
    const iterator = new ICAL.Event(vevent).iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual(['2026-10-30T22:00:00.000Z', '2026-11-06T23:00:00.000Z', '2026-11-13T23:00:00.000Z']);
  });

  it('escapes text and gives the place as LOCATION and GEO', () => {
    const vevent = parse(
      writeCalendar([
        {
          event: event({
            title: 'Dinner, drinks; and "more"\\',
            location: 'Lucia',
            location_address: '12 Mott St, New York, NY 10013',
            latitude: 40.7143,
            longitude: -73.9981,
          }),
          stamp,
        },
      ]),
    ).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Dinner, drinks; and "more"\\');
    expect(vevent.getFirstPropertyValue('location')).toBe('Lucia, 12 Mott St, New York, NY 10013');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([40.7143, -73.9981]);
  });
});
