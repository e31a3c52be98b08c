import { describe, expect, it } from 'vitest';
import { FeedError, feedMessages } from './messages';
import { parseCalendar, PARSE_LIMITS } from './parse-calendar';

const NOW = new Date('2027-03-01T12:00:00Z');

function calendar(...lines: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
}
function event(...lines: string[]): string[] {
  return ['BEGIN:VEVENT', `UID:${Math.random()}@test`, 'SUMMARY:Secret meeting', ...lines, 'END:VEVENT'];
}
function spansOf(text: string, options: { personZone?: string; maxBlocks?: number; maxSteps?: number } = {}) {
  const parsed = parseCalendar(text, { now: NOW, personZone: options.personZone ?? 'America/New_York', ...options });
  return parsed.spans.map((span) => `${span.start.toISOString()}–${span.end.toISOString()}`);
}

/** New York's rules since 2007, under a name that is no IANA zone: only the VTIMEZONE can say what it means. */
const EASTERN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern (custom)',
  'BEGIN:STANDARD',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('parseCalendar: recurrences', () => {
  it('expands a weekly series without its EXDATE and with its moved instance (RECURRENCE-ID) at the new time', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:choir@test',
      'SUMMARY:Choir',
      'DTSTART:20270301T180000Z',
      'DTEND:20270301T190000Z',
      'RRULE:FREQ=WEEKLY;COUNT=5',
      'EXDATE:20270308T180000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:choir@test',
      'RECURRENCE-ID:20270315T180000Z',
      'DTSTART:20270316T200000Z',
      'DTEND:20270316T213000Z',
      'END:VEVENT',
      // Another series' moved instance, with the same time: it belongs to nobody else.
      'BEGIN:VEVENT',
      'UID:other@test',
      'RECURRENCE-ID:20270322T180000Z',
      'DTSTART:20270401T100000Z',
      'DTEND:20270401T110000Z',
      'END:VEVENT',
    );
    expect(spansOf(text)).toEqual([
      '2027-03-01T18:00:00.000Z–2027-03-01T19:00:00.000Z',
      '2027-03-16T20:00:00.000Z–2027-03-16T21:30:00.000Z',
      '2027-03-22T18:00:00.000Z–2027-03-22T19:00:00.000Z',
      '2027-03-29T18:00:00.000Z–2027-03-29T19:00:00.000Z',
      '2027-04-01T10:00:00.000Z–2027-04-01T11:00:00.000Z',
    ]);
  });

  it('takes RDATEs, and a moved instance whose original time is past the window but whose new time is inside', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:rdate@test',
      'DTSTART:20270305T100000Z',
      'DTEND:20270305T110000Z',
      'RDATE:20270310T100000Z,20270320T100000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:late@test',
      'DTSTART:20270302T080000Z',
      'DTEND:20270302T090000Z',
      'RRULE:FREQ=YEARLY',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:late@test',
      'RECURRENCE-ID:20280302T080000Z',
      'DTSTART:20270501T080000Z',
      'DTEND:20270501T090000Z',
      'END:VEVENT',
    );
    expect(spansOf(text)).toEqual([
      '2027-03-02T08:00:00.000Z–2027-03-02T09:00:00.000Z',
      '2027-03-05T10:00:00.000Z–2027-03-05T11:00:00.000Z',
      '2027-03-10T10:00:00.000Z–2027-03-10T11:00:00.000Z',
      '2027-03-20T10:00:00.000Z–2027-03-20T11:00:00.000Z',
      '2027-05-01T08:00:00.000Z–2027-05-01T09:00:00.000Z',
    ]);
  });
});

describe('parseCalendar: time zones', () => {
  it('reads a zone the file describes (VTIMEZONE) across its DST change', () => {
    // Mondays 09:00–10:00 in "Eastern (custom)": 14:00 UTC before 03-14, 13:00 UTC after.
    const text = calendar(
      ...EASTERN_VTIMEZONE,
      ...event(
        'DTSTART;TZID=Eastern (custom):20270308T090000',
        'DTEND;TZID=Eastern (custom):20270308T100000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    // The person is in Tokyo: reading the TZID as theirs, or as UTC, would give other hours.
    expect(spansOf(text, { personZone: 'Asia/Tokyo' })).toEqual([
      '2027-03-08T14:00:00.000Z–2027-03-08T15:00:00.000Z',
      '2027-03-15T13:00:00.000Z–2027-03-15T14:00:00.000Z',
    ]);
  });

  it('reads a TZID the file does not describe as that IANA zone, never as UTC', () => {
    // London moves to BST on 2027-03-28: 10:00 London is 10:00 UTC before, 09:00 UTC after.
    const text = calendar(
      ...event(
        'DTSTART;TZID=Europe/London:20270322T100000',
        'DTEND;TZID=Europe/London:20270322T110000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    expect(spansOf(text)).toEqual([
      '2027-03-22T10:00:00.000Z–2027-03-22T11:00:00.000Z',
      '2027-03-29T09:00:00.000Z–2027-03-29T10:00:00.000Z',
    ]);
  });

  it('keeps the exact length of an event that ends in another zone than it starts', () => {
    const text = calendar(
      ...event('DTSTART;TZID=America/New_York:20270402T190000', 'DTEND;TZID=Europe/London:20270403T070000'),
    );
    expect(spansOf(text)).toEqual(['2027-04-02T23:00:00.000Z–2027-04-03T06:00:00.000Z']);
  });

  it('reads floating times in the person’s zone, or in the calendar’s X-WR-TIMEZONE when it names one', () => {
    const floating = event('DTSTART:20270302T100000', 'DTEND:20270302T110000');
    expect(spansOf(calendar(...floating))).toEqual(['2027-03-02T15:00:00.000Z–2027-03-02T16:00:00.000Z']);
    expect(spansOf(calendar('X-WR-TIMEZONE:Europe/Paris', ...floating))).toEqual([
      '2027-03-02T09:00:00.000Z–2027-03-02T10:00:00.000Z',
    ]);
    expect(spansOf(calendar('X-WR-TIMEZONE:Not/AZone', ...floating))).toEqual([
      '2027-03-02T15:00:00.000Z–2027-03-02T16:00:00.000Z',
    ]);
    // A TZID that is no zone at all and that the file does not describe: the calendar's zone too.
    expect(spansOf(calendar(...event('DTSTART;TZID=Nowhere:20270302T100000', 'DURATION:PT1H')))).toEqual([
      '2027-03-02T15:00:00.000Z–2027-03-02T16:00:00.000Z',
    ]);
  });

  it('makes an all-day event busy from midnight to midnight in the person’s zone, DST day included', () => {
    const text = calendar(
      ...event('DTSTART;VALUE=DATE:20270302'),
      ...event('DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270307'),
      // New York's spring change: that day is 23 hours long.
      ...event('DTSTART;VALUE=DATE:20270314', 'DTEND;VALUE=DATE:20270315'),
    );
    expect(spansOf(text)).toEqual([
      '2027-03-02T05:00:00.000Z–2027-03-03T05:00:00.000Z',
      '2027-03-05T05:00:00.000Z–2027-03-07T05:00:00.000Z',
      '2027-03-14T05:00:00.000Z–2027-03-15T04:00:00.000Z',
    ]);
  });
});

describe('parseCalendar: what counts as busy', () => {
  it('skips free (TRANSPARENT) and cancelled events and cancelled instances, and zero-length ones', () => {
    const text = calendar(
      ...event('DTSTART:20270302T100000Z', 'DTEND:20270302T110000Z', 'TRANSP:TRANSPARENT'),
      ...event('DTSTART:20270303T100000Z', 'DTEND:20270303T110000Z', 'STATUS:CANCELLED'),
      ...event('DTSTART:20270304T100000Z'),
      ...event('DTSTART:20270305T100000Z', 'DURATION:PT45M', 'TRANSP:OPAQUE', 'STATUS:CONFIRMED'),
      'BEGIN:VEVENT',
      'UID:daily@test',
      'DTSTART:20270310T100000Z',
      'DTEND:20270310T110000Z',
      'RRULE:FREQ=DAILY;COUNT=3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:daily@test',
      'RECURRENCE-ID:20270311T100000Z',
      'DTSTART:20270311T100000Z',
      'DTEND:20270311T110000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
    );
    expect(spansOf(text)).toEqual([
      '2027-03-05T10:00:00.000Z–2027-03-05T10:45:00.000Z',
      '2027-03-10T10:00:00.000Z–2027-03-10T11:00:00.000Z',
      '2027-03-12T10:00:00.000Z–2027-03-12T11:00:00.000Z',
    ]);
  });

  it('keeps only what overlaps the next 100 days: an event under way now, not one over or past the horizon', () => {
    const text = calendar(
      ...event('DTSTART:20270301T110000Z', 'DTEND:20270301T130000Z'),
      ...event('DTSTART:20270301T090000Z', 'DTEND:20270301T120000Z'),
      ...event('DTSTART:20270609T113000Z', 'DTEND:20270609T130000Z'),
      ...event('DTSTART:20270609T120000Z', 'DTEND:20270609T130000Z'),
    );
    expect(spansOf(text)).toEqual([
      '2027-03-01T11:00:00.000Z–2027-03-01T13:00:00.000Z',
      '2027-06-09T11:30:00.000Z–2027-06-09T13:00:00.000Z',
    ]);
  });

  it('expands an endless daily series over exactly the 100 days ahead', () => {
    const text = calendar(...event('DTSTART:20250101T180000Z', 'DTEND:20250101T190000Z', 'RRULE:FREQ=DAILY'));
    const spans = spansOf(text);
    expect(spans).toHaveLength(PARSE_LIMITS.horizonDays);
    expect(spans[0]).toBe('2027-03-01T18:00:00.000Z–2027-03-01T19:00:00.000Z');
    expect(spans.at(-1)).toBe('2027-06-08T18:00:00.000Z–2027-06-08T19:00:00.000Z');
  });

  it('keeps the earliest blocks up to the cap and says it cut the rest', () => {
    // Every hour from 13:00, an hour after now, to the end of the 100 days: 2,399 blocks.
    const text = calendar(...event('DTSTART:20270301T130000Z', 'DURATION:PT10M', 'RRULE:FREQ=HOURLY'));
    const parsed = parseCalendar(text, { now: NOW, personZone: 'UTC', maxBlocks: 50 });
    expect(parsed.spans).toHaveLength(50);
    expect(parsed.spans[0]!.start.toISOString()).toBe('2027-03-01T13:00:00.000Z');
    expect(parsed.spans[49]!.start.toISOString()).toBe('2027-03-03T14:00:00.000Z');
    expect(parsed.isTruncated).toBe(true);
    const whole = parseCalendar(text, { now: NOW, personZone: 'UTC', maxBlocks: 2399 });
    expect(whole).toMatchObject({ isTruncated: false, spans: { length: 2399 } });
  });

  it('stops a series that would take too many steps to reach the window (FREQ=MINUTELY since 2000)', () => {
    const text = calendar(...event('DTSTART:20000101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'));
    const parsed = parseCalendar(text, { now: NOW, personZone: 'UTC', maxSteps: 2_000 });
    expect(parsed).toEqual({ spans: [], isTruncated: true });
  });

  it('leaves out an event ical.js cannot expand and keeps the others', () => {
    const text = calendar(
      // Every EXDATE hits: ical.js gives up after 500 tries in a row.
      ...event(
        'DTSTART:20270302T100000Z',
        'DURATION:PT1H',
        'RDATE:' +
          Array.from(
            { length: 600 },
            (_, day) =>
              `2027${String(3 + Math.floor(day / 28)).padStart(2, '0')}${String(1 + (day % 28)).padStart(2, '0')}T100000Z`,
          ).join(','),
        'EXDATE:' +
          Array.from(
            { length: 600 },
            (_, day) =>
              `2027${String(3 + Math.floor(day / 28)).padStart(2, '0')}${String(1 + (day % 28)).padStart(2, '0')}T100000Z`,
          ).join(','),
      ),
      ...event('DTSTART:20270303T100000Z', 'DTEND:20270303T110000Z'),
    );
    expect(spansOf(text)).toContain('2027-03-03T10:00:00.000Z–2027-03-03T11:00:00.000Z');
  });

  it('keeps start and end only', () => {
    const parsed = parseCalendar(
      calendar(...event('DTSTART:20270302T100000Z', 'DTEND:20270302T110000Z', 'LOCATION:Hidden place')),
      { now: NOW, personZone: 'UTC' },
    );
    expect(parsed.spans.map((span) => Object.keys(span))).toEqual([['start', 'end']]);
  });
});

describe('parseCalendar: not a calendar', () => {
  it.each([
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['JSON', '{"events": []}'],
    ['an empty answer', ''],
    ['a broken calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage'],
  ])('refuses %s', (_label, text) => {
    expect(() => parseCalendar(text, { now: NOW, personZone: 'UTC' })).toThrow(new FeedError(feedMessages.notCalendar));
  });
});
