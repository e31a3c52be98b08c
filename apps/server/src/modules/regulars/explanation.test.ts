import { describe, expect, it } from 'vitest';
import { explainOffer, periodLabel } from './explanation';

const base = {
  cadence: 'week' as const,
  periodStart: '2026-12-07',
  invitees: ['Dana', 'Ben'],
  notFree: [],
  time: { spared: [], lastTime: false, leaned: false },
  travel: null,
};

describe('explainOffer', () => {
  it('says why this time, for whom, over which period', () => {
    expect(explainOffer(base)).toBe(
      'Every week with Dana and Ben: the time in the week of Mon, Dec 7 that leaves everyone the most room around it.',
    );
    expect(periodLabel('2026-12-01', 'month')).toBe('December');
    expect(periodLabel('2026-12-07', 'two_weeks')).toBe('the two weeks from Mon, Dec 7');
  });

  it('names who bore the cost last time, and whether the lean helped them', () => {
    const text = explainOffer({
      ...base,
      notFree: ['Cy'],
      time: { spared: ['you'], lastTime: true, leaned: true },
      travel: { spared: ['Dana'], lastTime: true, leaned: true },
    });
    expect(text).toContain('Cy is not free with you at any time then.');
    expect(text).toContain('You got the least convenient time last time, so this time suits you better.');
    expect(text).toContain('Dana travelled furthest last time, so this one is closer for Dana.');
    expect(explainOffer({ ...base, travel: { spared: ['Dana', 'Ben'], lastTime: false, leaned: false } })).toContain(
      'Dana and Ben travelled furthest most often lately, but no fair place closer for Dana and Ben was open then.',
    );
  });
});
