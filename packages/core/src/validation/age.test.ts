import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, isOldEnough, MINIMUM_AGE } from './age';

describe('isIsoDate', () => {
  it.each(['2000-01-01', '2024-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '2000-13-01',
    '2000-00-10',
    '2000-04-31',
    '2000-1-1',
    '01/02/2000',
    '',
    '2000-01-01T00:00:00Z',
  ])('refuses %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts a birthday on the day itself', () => {
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-16')).toBe(18);
  });

  it('works across month and year ends', () => {
    expect(ageOn('2000-12-31', '2018-12-30')).toBe(17);
    expect(ageOn('2000-12-31', '2018-12-31')).toBe(18);
    expect(ageOn('2000-01-01', '2017-12-31')).toBe(17);
    expect(ageOn('2000-01-01', '2018-01-01')).toBe(18);
  });

  it('has a leap-day birthday come on March 1 in common years, on February 29 in leap years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-28')).toBe(19);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('is zero on the day of birth', () => {
    expect(ageOn('2020-05-05', '2020-05-05')).toBe(0);
  });
});

describe('isOldEnough', () => {
  it('needs 18 years', () => {
    expect(MINIMUM_AGE).toBe(18);
    expect(isOldEnough('2000-06-15', '2018-06-15')).toBe(true);
    expect(isOldEnough('2000-06-15', '2018-06-14')).toBe(false);
    expect(isOldEnough('1950-01-01', '2018-06-14')).toBe(true);
  });

  it('lets a leap-day baby in on March 1 of a common year', () => {
    expect(isOldEnough('2004-02-29', '2022-02-28')).toBe(false);
    expect(isOldEnough('2004-02-29', '2022-03-01')).toBe(true);
  });

  it('does not depend on the process time zone', () => {
    // The unit project runs with TZ=Asia/Kathmandu; pure date strings must give the same answer anywhere.
    expect(isOldEnough('2007-01-01', '2025-01-01')).toBe(true);
    expect(isOldEnough('2007-01-02', '2025-01-01')).toBe(false);
  });
});
