import { describe, expect, it } from 'vitest';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { changesForInstanceDate, createInstanceChangeValues } from './instance-change';

const window: Pick<AvailabilityWindow, 'start_time' | 'end_time' | 'exceptions'> = {
  start_time: '18:00',
  end_time: '21:00',
  exceptions: [{ date: '2026-12-09', cancelled: false, start_time: '19:00', end_time: '22:00' }],
};
const pickDate = (values: ReturnType<typeof createInstanceChangeValues>, date: string) => ({
  ...values,
  ...changesForInstanceDate(values, window, date),
});

describe('the "Change One Date" form', () => {
  it('keeps the times the person chose when only the date changes', () => {
    const chosen = { ...createInstanceChangeValues(window, '2026-12-02'), start_time: '17:00', end_time: '20:30' };
    expect(pickDate(chosen, '2026-12-09')).toEqual({
      instance_date: '2026-12-09',
      start_time: '17:00',
      end_time: '20:30',
    });
  });

  it('shows the picked date’s own times while the person has not changed any', () => {
    const untouched = createInstanceChangeValues(window, '2026-12-02');
    expect(pickDate(untouched, '2026-12-09')).toEqual({
      instance_date: '2026-12-09',
      start_time: '19:00',
      end_time: '22:00',
    });
    expect(pickDate(pickDate(untouched, '2026-12-09'), '2026-12-16')).toEqual({
      instance_date: '2026-12-16',
      start_time: '18:00',
      end_time: '21:00',
    });
  });
});
