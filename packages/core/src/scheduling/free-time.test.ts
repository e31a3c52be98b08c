import { describe, expect, it } from 'vitest';
import { computeFreeTime, type BusySpan, type PersonSchedule } from './free-time';
import type { Interval } from './intervals';
import type { WindowException, WindowSchedule } from './occurrences';

const utc = (iso: string) => Date.parse(iso);
const range = (start: string, end: string): Interval => ({ start: utc(start), end: utc(end) });
const isoPairs = (intervals: readonly Interval[]) =>
  intervals.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

function window(overrides: Partial<WindowSchedule>): WindowSchedule {
  return {
    id: 'w',
    window_name: 'Window',
    start_time: '09:00',
    end_time: '17:00',
    timezone: 'America/New_York',
    start_date: '2026-01-01',
    end_date: null,
    is_repeating: true,
    frequency: 'daily',
    days_of_week: [],
    ...overrides,
  };
}

function person(
  overrides: Partial<PersonSchedule> & { windowList?: WindowSchedule[]; exceptions?: WindowException[] },
): PersonSchedule {
  const { windowList = [window({})], exceptions = [], ...rest } = overrides;
  return {
    timezone: 'America/New_York',
    windows: windowList.map((entry) => ({ window: entry, exceptions })),
    workingHours: [],
    busy: [],
    ...rest,
  };
}

describe('computeFreeTime: availability across DST changes', () => {
  it.each([
    // New York springs forward on Mar 8 and falls back on Nov 1: 09:00 local moves by an hour in UTC.
    [
      'New York, spring',
      'America/New_York',
      '2026-03-07T00:00Z',
      '2026-03-09T00:00Z',
      [
        ['2026-03-07T14:00:00.000Z', '2026-03-07T22:00:00.000Z'],
        ['2026-03-08T13:00:00.000Z', '2026-03-08T21:00:00.000Z'],
      ],
    ],
    [
      'New York, autumn',
      'America/New_York',
      '2026-10-31T00:00Z',
      '2026-11-02T00:00Z',
      [
        ['2026-10-31T13:00:00.000Z', '2026-10-31T21:00:00.000Z'],
        ['2026-11-01T14:00:00.000Z', '2026-11-01T22:00:00.000Z'],
      ],
    ],
    // Sydney falls back on Apr 5 and springs forward on Oct 4.
    [
      'Sydney, April',
      'Australia/Sydney',
      '2026-04-03T12:00Z',
      '2026-04-05T12:00Z',
      [
        ['2026-04-03T22:00:00.000Z', '2026-04-04T06:00:00.000Z'],
        ['2026-04-04T23:00:00.000Z', '2026-04-05T07:00:00.000Z'],
      ],
    ],
    [
      'Sydney, October',
      'Australia/Sydney',
      '2026-10-02T12:00Z',
      '2026-10-04T12:00Z',
      [
        ['2026-10-02T23:00:00.000Z', '2026-10-03T07:00:00.000Z'],
        ['2026-10-03T22:00:00.000Z', '2026-10-04T06:00:00.000Z'],
      ],
    ],
  ])('%s', (_name, zone, from, to, expected) => {
    const schedule = person({ timezone: zone, windowList: [window({ timezone: zone })] });
    expect(isoPairs(computeFreeTime(schedule, range(from, to)))).toEqual(expected);
  });

  it('reads a window spanning the spring-forward gap as an hour shorter, and the fall-back one as an hour longer', () => {
    const night = window({ start_time: '00:30', end_time: '04:00' });
    expect(
      isoPairs(computeFreeTime(person({ windowList: [night] }), range('2026-03-08T00:00Z', '2026-03-09T00:00Z'))),
    ).toEqual([['2026-03-08T05:30:00.000Z', '2026-03-08T08:00:00.000Z']]);
    expect(
      isoPairs(computeFreeTime(person({ windowList: [night] }), range('2026-11-01T00:00Z', '2026-11-02T00:00Z'))),
    ).toEqual([['2026-11-01T04:30:00.000Z', '2026-11-01T09:00:00.000Z']]);
  });

  it('reads each window in its own zone, whatever the person’s zone', () => {
    const london = window({ timezone: 'Europe/London', start_time: '09:00', end_time: '10:00' });
    const tokyo = window({ timezone: 'Asia/Tokyo', start_time: '09:00', end_time: '10:00' });
    const schedule = person({ timezone: 'America/Los_Angeles', windowList: [london, tokyo] });
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-10T00:00Z', '2026-06-11T00:00Z')))).toEqual([
      ['2026-06-10T00:00:00.000Z', '2026-06-10T01:00:00.000Z'],
      ['2026-06-10T08:00:00.000Z', '2026-06-10T09:00:00.000Z'],
    ]);
  });

  it('counts an occurrence that began before the range for its part inside it (the margin of a day)', () => {
    // 09:00–10:00 in Kiritimati (+14) on June 11 is 19:00–20:00 UTC on June 10.
    const kiritimati = window({
      timezone: 'Pacific/Kiritimati',
      start_date: '2026-06-11',
      is_repeating: false,
      frequency: null,
      start_time: '09:00',
      end_time: '10:00',
    });
    expect(
      isoPairs(computeFreeTime(person({ windowList: [kiritimati] }), range('2026-06-10T19:30Z', '2026-06-10T23:00Z'))),
    ).toEqual([['2026-06-10T19:30:00.000Z', '2026-06-10T20:00:00.000Z']]);
    // 23:00 in Pago Pago (−11) on June 10 is 10:00 UTC on June 11.
    const pagoPago = window({
      timezone: 'Pacific/Pago_Pago',
      start_date: '2026-06-10',
      is_repeating: false,
      frequency: null,
      start_time: '22:00',
      end_time: '23:30',
    });
    expect(
      isoPairs(computeFreeTime(person({ windowList: [pagoPago] }), range('2026-06-11T10:00Z', '2026-06-11T12:00Z'))),
    ).toEqual([['2026-06-11T10:00:00.000Z', '2026-06-11T10:30:00.000Z']]);
  });

  it('drops a window occurrence that the spring-forward gap turns inside out', () => {
    const sliver = window({ start_time: '02:30', end_time: '03:15' });
    expect(computeFreeTime(person({ windowList: [sliver] }), range('2026-03-08T00:00Z', '2026-03-09T00:00Z'))).toEqual(
      [],
    );
    expect(
      computeFreeTime(person({ windowList: [sliver] }), range('2026-03-07T00:00Z', '2026-03-08T00:00Z')),
    ).toHaveLength(1);
  });

  it('merges overlapping windows and applies their exceptions', () => {
    const morning = window({ id: 'm', start_time: '08:00', end_time: '12:00' });
    const noon = window({ id: 'n', start_time: '11:00', end_time: '14:00' });
    const schedule: PersonSchedule = {
      ...person({}),
      windows: [
        { window: morning, exceptions: [{ date: '2026-06-11', cancelled: true }] },
        { window: noon, exceptions: [{ date: '2026-06-10', cancelled: false, start_time: '12:00', end_time: null }] },
      ],
    };
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-10T00:00Z', '2026-06-12T00:00Z')))).toEqual([
      ['2026-06-10T12:00:00.000Z', '2026-06-10T18:00:00.000Z'],
      ['2026-06-11T15:00:00.000Z', '2026-06-11T18:00:00.000Z'],
    ]);
  });

  it('has no free time without windows, and none in an empty range', () => {
    expect(computeFreeTime(person({ windowList: [] }), range('2026-06-10T00:00Z', '2026-06-11T00:00Z'))).toEqual([]);
    expect(computeFreeTime(person({}), range('2026-06-10T15:00Z', '2026-06-10T15:00Z'))).toEqual([]);
  });
});

describe('computeFreeTime: busy time', () => {
  const june10 = range('2026-06-10T00:00Z', '2026-06-11T00:00Z');
  // Free all day but for 23:45–24:00 New York time, which shows where each local day ends.
  const allDayFree = person({ windowList: [window({ start_time: '00:00', end_time: '23:45' })] });

  it('takes out busy spans, half-open: a span ending as the window starts takes nothing', () => {
    const busy: BusySpan[] = [
      { start: utc('2026-06-10T12:00Z'), end: utc('2026-06-10T13:00Z') },
      { start: utc('2026-06-10T15:00Z'), end: utc('2026-06-10T15:30Z') },
      { start: utc('2026-06-10T15:30Z'), end: utc('2026-06-10T16:00Z') },
    ];
    expect(isoPairs(computeFreeTime({ ...person({}), busy }, june10))).toEqual([
      ['2026-06-10T13:00:00.000Z', '2026-06-10T15:00:00.000Z'],
      ['2026-06-10T16:00:00.000Z', '2026-06-10T21:00:00.000Z'],
    ]);
  });

  it('ignores empty and inverted busy spans, timed or all-day', () => {
    const busy: BusySpan[] = [
      { start: utc('2026-06-10T15:00Z'), end: utc('2026-06-10T15:00Z') },
      { start: utc('2026-06-10T16:00Z'), end: utc('2026-06-10T15:00Z'), all_day: true },
      { start: utc('2026-06-10T16:00Z'), end: utc('2026-06-10T16:00Z'), all_day: true },
    ];
    expect(isoPairs(computeFreeTime({ ...person({}), busy }, june10))).toEqual([
      ['2026-06-10T13:00:00.000Z', '2026-06-10T21:00:00.000Z'],
    ]);
  });

  it.each<[string, BusySpan, string[][]]>([
    [
      'an all-day span covers its whole local day in its zone',
      { start: utc('2026-06-10T16:00Z'), end: utc('2026-06-10T17:00Z'), all_day: true, timezone: 'America/New_York' },
      [['2026-06-10T00:00:00.000Z', '2026-06-10T03:45:00.000Z']],
    ],
    [
      'an end exactly at local midnight does not add the next day',
      { start: utc('2026-06-09T04:00Z'), end: utc('2026-06-10T04:00Z'), all_day: true, timezone: 'America/New_York' },
      [['2026-06-10T04:00:00.000Z', '2026-06-11T00:00:00.000Z']],
    ],
    [
      'an end a minute after local midnight adds that day',
      { start: utc('2026-06-09T04:00Z'), end: utc('2026-06-10T04:01Z'), all_day: true, timezone: 'America/New_York' },
      [],
    ],
    [
      'the days are those of the span’s own zone (Tokyo’s June 10 ends at 15:00 UTC)',
      { start: utc('2026-06-10T03:00Z'), end: utc('2026-06-10T05:00Z'), all_day: true, timezone: 'Asia/Tokyo' },
      [['2026-06-10T15:00:00.000Z', '2026-06-11T00:00:00.000Z']],
    ],
    [
      'without a zone of its own, the person’s zone',
      { start: utc('2026-06-10T16:00Z'), end: utc('2026-06-10T17:00Z'), all_day: true },
      [['2026-06-10T00:00:00.000Z', '2026-06-10T03:45:00.000Z']],
    ],
    [
      'a timed span is not widened',
      { start: utc('2026-06-10T16:00Z'), end: utc('2026-06-10T17:00Z'), timezone: 'Asia/Tokyo' },
      [
        ['2026-06-10T00:00:00.000Z', '2026-06-10T03:45:00.000Z'],
        ['2026-06-10T04:00:00.000Z', '2026-06-10T16:00:00.000Z'],
        ['2026-06-10T17:00:00.000Z', '2026-06-11T00:00:00.000Z'],
      ],
    ],
  ])('%s', (_name, span, expected) => {
    expect(isoPairs(computeFreeTime({ ...allDayFree, busy: [span] }, june10))).toEqual(expected);
  });

  it('covers the whole of a local day that DST makes 23 hours long', () => {
    const span: BusySpan = { start: utc('2026-03-08T12:00Z'), end: utc('2026-03-08T13:00Z'), all_day: true };
    const free = computeFreeTime({ ...allDayFree, busy: [span] }, range('2026-03-08T00:00Z', '2026-03-10T00:00Z'));
    // March 7's window runs to 23:45 EST (04:45 UTC); March 8 (05:00 to 04:00 UTC) is busy whole.
    expect(isoPairs(free)).toEqual([
      ['2026-03-08T00:00:00.000Z', '2026-03-08T04:45:00.000Z'],
      ['2026-03-09T04:00:00.000Z', '2026-03-10T00:00:00.000Z'],
    ]);
  });
});

describe('computeFreeTime: working hours', () => {
  const week = range('2026-06-08T00:00Z', '2026-06-15T00:00Z'); // Monday to Monday
  const evenings = person({
    windowList: [window({ start_time: '08:00', end_time: '20:00' })],
    timezone: 'America/New_York',
  });

  it('takes out a weekly entry on its weekday and a dated entry on its date, in the person’s zone', () => {
    const schedule: PersonSchedule = {
      ...evenings,
      workingHours: [
        { id: 'mon', is_recurring: true, day_of_week: 0, date: null, start_time: '09:00', end_time: '19:00' },
        {
          id: 'once',
          is_recurring: false,
          day_of_week: null,
          date: '2026-06-10',
          start_time: '08:00',
          end_time: '20:00',
        },
      ],
    };
    expect(isoPairs(computeFreeTime(schedule, week))).toEqual([
      ['2026-06-08T12:00:00.000Z', '2026-06-08T13:00:00.000Z'],
      ['2026-06-08T23:00:00.000Z', '2026-06-09T00:00:00.000Z'],
      ['2026-06-09T12:00:00.000Z', '2026-06-10T00:00:00.000Z'],
      ['2026-06-11T12:00:00.000Z', '2026-06-12T00:00:00.000Z'],
      ['2026-06-12T12:00:00.000Z', '2026-06-13T00:00:00.000Z'],
      ['2026-06-13T12:00:00.000Z', '2026-06-14T00:00:00.000Z'],
      ['2026-06-14T12:00:00.000Z', '2026-06-15T00:00:00.000Z'],
    ]);
  });

  it('reads working hours in the person’s zone even when the window is in another', () => {
    const schedule: PersonSchedule = {
      timezone: 'Europe/London',
      windows: [
        { window: window({ timezone: 'America/New_York', start_time: '00:00', end_time: '12:00' }), exceptions: [] },
      ],
      workingHours: [
        { id: 'wed', is_recurring: true, day_of_week: 2, date: null, start_time: '09:00', end_time: '17:00' },
      ],
      busy: [],
    };
    // New York's 00:00–12:00 is 05:00–17:00 in London: London's 09:00–17:00 leaves 05:00–09:00 (04:00–08:00 UTC).
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-10T00:00Z', '2026-06-11T00:00Z')))).toEqual([
      ['2026-06-10T04:00:00.000Z', '2026-06-10T08:00:00.000Z'],
    ]);
  });

  it('applies exceptions: new times for one date, a cancelled date, and ignores ones off the entry’s days or for other entries', () => {
    const schedule: PersonSchedule = {
      ...evenings,
      workingHours: [
        { id: 'daily-ish', is_recurring: true, day_of_week: 2, date: null, start_time: '08:00', end_time: '20:00' },
      ],
      workingHoursExceptions: [
        { entry_id: 'daily-ish', date: '2026-06-10', cancelled: false, start_time: '10:00', end_time: null },
        { entry_id: 'daily-ish', date: '2026-06-17', cancelled: true },
        { entry_id: 'daily-ish', date: '2026-06-11', cancelled: false, start_time: '08:00', end_time: '20:00' },
        { entry_id: 'other', date: '2026-06-10', cancelled: true },
      ],
    };
    const wednesdays = computeFreeTime(schedule, range('2026-06-10T00:00Z', '2026-06-12T00:00Z'));
    expect(isoPairs(wednesdays)).toEqual([
      ['2026-06-10T12:00:00.000Z', '2026-06-10T14:00:00.000Z'],
      ['2026-06-11T12:00:00.000Z', '2026-06-12T00:00:00.000Z'],
    ]);
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-17T00:00Z', '2026-06-18T00:00Z')))).toEqual([
      ['2026-06-17T12:00:00.000Z', '2026-06-18T00:00:00.000Z'],
    ]);
  });

  it('lets the last of two exceptions for one date win, and an exception change only the end', () => {
    const schedule: PersonSchedule = {
      ...evenings,
      workingHours: [
        { id: 'e', is_recurring: false, day_of_week: null, date: '2026-06-10', start_time: '08:00', end_time: '20:00' },
      ],
      workingHoursExceptions: [
        { entry_id: 'e', date: '2026-06-10', cancelled: true },
        { entry_id: 'e', date: '2026-06-10', cancelled: false, end_time: '18:00' },
      ],
    };
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-10T00:00Z', '2026-06-11T00:00Z')))).toEqual([
      ['2026-06-10T22:00:00.000Z', '2026-06-11T00:00:00.000Z'],
    ]);
  });

  it('ignores entries without their weekday or date, and one dated outside the range', () => {
    const schedule: PersonSchedule = {
      ...evenings,
      workingHours: [
        { id: 'a', is_recurring: true, day_of_week: null, date: '2026-06-10', start_time: '08:00', end_time: '20:00' },
        { id: 'b', is_recurring: false, day_of_week: 2, date: null, start_time: '08:00', end_time: '20:00' },
        { id: 'c', is_recurring: false, day_of_week: null, date: '2026-06-13', start_time: '08:00', end_time: '20:00' },
        { id: 'd', is_recurring: false, day_of_week: null, date: '2026-06-08', start_time: '08:00', end_time: '20:00' },
      ],
    };
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-10T00:00Z', '2026-06-11T00:00Z')))).toEqual([
      ['2026-06-10T12:00:00.000Z', '2026-06-11T00:00:00.000Z'],
    ]);
  });

  it('finds a weekly entry on the first day the range can touch and on the last', () => {
    // Range Tue 04:00Z to Wed 04:00Z: New York's Monday ends inside it and its Wednesday starts at its end.
    const schedule: PersonSchedule = {
      ...person({ windowList: [window({ start_time: '00:00', end_time: '23:45' })] }),
      workingHours: [
        { id: 'mon', is_recurring: true, day_of_week: 0, date: null, start_time: '23:00', end_time: '23:45' },
        { id: 'tue', is_recurring: true, day_of_week: 1, date: null, start_time: '00:00', end_time: '01:00' },
      ],
    };
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-09T03:00Z', '2026-06-10T03:00Z')))).toEqual([
      ['2026-06-09T05:00:00.000Z', '2026-06-10T03:00:00.000Z'],
    ]);
  });

  it('finds working hours on the last local date the range can touch, in a zone fourteen hours ahead', () => {
    // Kiritimati (+14): Friday June 12 09:00–10:00 is 19:00–20:00 UTC on Thursday June 11.
    const schedule: PersonSchedule = {
      timezone: 'Pacific/Kiritimati',
      windows: [
        { window: window({ timezone: 'Pacific/Kiritimati', start_time: '00:00', end_time: '23:45' }), exceptions: [] },
      ],
      workingHours: [
        { id: 'fri', is_recurring: true, day_of_week: 4, date: null, start_time: '09:00', end_time: '10:00' },
        {
          id: 'once',
          is_recurring: false,
          day_of_week: null,
          date: '2026-06-12',
          start_time: '11:00',
          end_time: '12:00',
        },
      ],
      busy: [],
    };
    expect(isoPairs(computeFreeTime(schedule, range('2026-06-11T18:00Z', '2026-06-11T23:00Z')))).toEqual([
      ['2026-06-11T18:00:00.000Z', '2026-06-11T19:00:00.000Z'],
      ['2026-06-11T20:00:00.000Z', '2026-06-11T21:00:00.000Z'],
      ['2026-06-11T22:00:00.000Z', '2026-06-11T23:00:00.000Z'],
    ]);
  });

  it('drops a working-hours sliver that the spring-forward gap turns inside out', () => {
    const schedule: PersonSchedule = {
      ...person({ windowList: [window({ start_time: '00:00', end_time: '06:00' })] }),
      workingHours: [
        {
          id: 'gap',
          is_recurring: false,
          day_of_week: null,
          date: '2026-03-08',
          start_time: '02:30',
          end_time: '03:15',
        },
      ],
    };
    expect(isoPairs(computeFreeTime(schedule, range('2026-03-08T00:00Z', '2026-03-09T00:00Z')))).toEqual([
      ['2026-03-08T05:00:00.000Z', '2026-03-08T10:00:00.000Z'],
    ]);
  });
});

describe('computeFreeTime leaves its inputs alone', () => {
  it('works on deeply frozen inputs and changes nothing', () => {
    const deepFreeze = <T>(value: T): T => {
      if (value !== null && typeof value === 'object') {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };
    const schedule = deepFreeze<PersonSchedule>({
      timezone: 'America/New_York',
      windows: [
        {
          window: window({ days_of_week: [2, 0], frequency: 'weekly' }),
          exceptions: [{ date: '2026-06-10', cancelled: false, start_time: '10:00', end_time: '11:00' }],
        },
      ],
      workingHours: [
        { id: 'e', is_recurring: true, day_of_week: 2, date: null, start_time: '10:30', end_time: '12:00' },
      ],
      workingHoursExceptions: [
        { entry_id: 'e', date: '2026-06-10', cancelled: false, start_time: '10:45', end_time: null },
      ],
      busy: [
        { start: utc('2026-06-08T14:00Z'), end: utc('2026-06-08T15:00Z') },
        { start: utc('2026-06-09T14:00Z'), end: utc('2026-06-09T15:00Z'), all_day: true },
      ],
    });
    const before = structuredClone(schedule);
    const week = deepFreeze(range('2026-06-08T00:00Z', '2026-06-15T00:00Z'));
    expect(isoPairs(computeFreeTime(schedule, week))).toEqual([
      ['2026-06-08T13:00:00.000Z', '2026-06-08T14:00:00.000Z'],
      ['2026-06-08T15:00:00.000Z', '2026-06-08T21:00:00.000Z'],
      ['2026-06-10T14:00:00.000Z', '2026-06-10T14:45:00.000Z'],
    ]);
    expect(schedule).toEqual(before);
  });
});
