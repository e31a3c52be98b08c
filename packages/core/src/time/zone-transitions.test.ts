import { describe, expect, it } from 'vitest';
import { describeZoneObservances, type ZoneObservance } from './zone-transitions';

const observance = (
  kind: ZoneObservance['kind'],
  local_start: string,
  offset_from: string,
  offset_to: string,
): ZoneObservance => ({
  kind,
  local_start,
  offset_from,
  offset_to,
});

describe('describeZoneObservances', () => {
  it.each([
    {
      zone: 'America/New_York',
      expected: [
        observance('DAYLIGHT', '20260308T020000', '-0500', '-0400'),
        observance('STANDARD', '20261101T020000', '-0400', '-0500'),
      ],
    },
    {
      zone: 'Europe/London',
      expected: [
        observance('DAYLIGHT', '20260329T010000', '+0000', '+0100'),
        observance('STANDARD', '20261025T020000', '+0100', '+0000'),
      ],
    },
    {
      // Southern hemisphere: summer straddles the new year, so the year opens on daylight time.
      zone: 'Australia/Sydney',
      expected: [
        observance('STANDARD', '20260405T030000', '+1100', '+1000'),
        observance('DAYLIGHT', '20261004T020000', '+1000', '+1100'),
      ],
    },
    { zone: 'Asia/Tokyo', expected: [observance('STANDARD', '20260101T000000', '+0900', '+0900')] },
    { zone: 'UTC', expected: [observance('STANDARD', '20260101T000000', '+0000', '+0000')] },
    { zone: 'Asia/Kathmandu', expected: [observance('STANDARD', '20260101T000000', '+0545', '+0545')] },
  ])('lists the 2026 offset changes of $zone', ({ zone, expected }) => {
    expect(describeZoneObservances(zone, 2026, 2026)).toEqual(expected);
  });

  it('lists every change of a span of years, in order', () => {
    const observances = describeZoneObservances('America/New_York', 2025, 2027);
    expect(observances.map((entry) => `${entry.kind} ${entry.local_start}`)).toEqual([
      'DAYLIGHT 20250309T020000',
      'STANDARD 20251102T020000',
      'DAYLIGHT 20260308T020000',
      'STANDARD 20261101T020000',
      'DAYLIGHT 20270314T020000',
      'STANDARD 20271107T020000',
    ]);
  });

  it('labels by offset, not by the IANA saving flag: Dublin’s summer is DAYLIGHT', () => {
    expect(describeZoneObservances('Europe/Dublin', 2026, 2026)).toEqual([
      observance('DAYLIGHT', '20260329T010000', '+0000', '+0100'),
      observance('STANDARD', '20261025T020000', '+0100', '+0000'),
    ]);
  });

  it('lists the changes of a zone that left DST, then nothing', () => {
    // Mexico City last changed its clocks in October 2022.
    expect(describeZoneObservances('America/Mexico_City', 2022, 2024)).toEqual([
      observance('DAYLIGHT', '20220403T020000', '-0600', '-0500'),
      observance('STANDARD', '20221030T020000', '-0500', '-0600'),
    ]);
    expect(describeZoneObservances('America/Mexico_City', 2023, 2024)).toEqual([
      observance('STANDARD', '20230101T000000', '-0600', '-0600'),
    ]);
  });

  it('does not read the process zone', () => {
    expect(describeZoneObservances('Asia/Kolkata', 2026, 2026)).toEqual([
      observance('STANDARD', '20260101T000000', '+0530', '+0530'),
    ]);
  });
});
