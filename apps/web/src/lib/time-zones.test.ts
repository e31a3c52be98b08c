import { describe, expect, it } from 'vitest';
import { listTimeZoneChoices, specTimeZones } from './time-zones';

describe('listTimeZoneChoices', () => {
  it("is the spec's list when it holds every zone to keep", () => {
    expect(listTimeZoneChoices('Europe/Paris')).toEqual([...specTimeZones]);
    expect(listTimeZoneChoices('Europe/Paris', undefined)).toHaveLength(9);
  });

  it('puts the zones it lacks first, in the order given, once each', () => {
    expect(listTimeZoneChoices('Asia/Kathmandu').slice(0, 2)).toEqual(['Asia/Kathmandu', 'UTC']);
    expect(listTimeZoneChoices('Asia/Kathmandu', 'America/Toronto').slice(0, 3)).toEqual([
      'Asia/Kathmandu',
      'America/Toronto',
      'UTC',
    ]);
    expect(listTimeZoneChoices('Asia/Kathmandu', 'Asia/Kathmandu')).toEqual(['Asia/Kathmandu', ...specTimeZones]);
  });
});
