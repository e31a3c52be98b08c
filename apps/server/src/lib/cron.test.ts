import { describe, expect, it } from 'vitest';
import { describeCronProblem } from './cron';

describe('describeCronProblem', () => {
  it.each(['0 15 * * 1', '*/15 * * * *', '0 9-17/2 1,15 * mon-fri', '30 6 * jan,jul sun', '0 0 31 12 7'])(
    'accepts %s',
    (expression) => {
      expect(describeCronProblem(expression)).toBeNull();
    },
  );

  it.each([
    ['', 'five fields'],
    ['0 15 * *', 'five fields'],
    ['0 15 * * 1 2026', 'five fields'],
    ['60 15 * * 1', 'the minute field "60"'],
    ['0 24 * * 1', 'the hour field "24"'],
    ['0 15 0 * 1', 'the day of month field "0"'],
    ['0 15 * 13 1', 'the month field "13"'],
    ['0 15 * * 8', 'the day of week field "8"'],
    ['0 15 * * funday', 'the day of week field "funday"'],
    ['0 5-3 * * *', 'the hour field "5-3"'],
    ['*/0 * * * *', 'the minute field "*/0"'],
    ['0 15 * * 1,', 'the day of week field "1,"'],
  ])('refuses "%s", saying %s', (expression, problem) => {
    expect(describeCronProblem(expression)).toContain(problem);
  });
});
