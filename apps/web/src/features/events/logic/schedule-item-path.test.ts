import { describe, expect, it } from 'vitest';
import { getScheduleItemEditPath, type ScheduleItemRef } from './schedule-item-path';

const window: ScheduleItemRef = {
  kind: 'availability-window',
  id: 'w 1',
  isRecurring: true,
  instanceDate: '2025-03-04',
};
const hours: ScheduleItemRef = { kind: 'working-hours', id: 'wh-1', isRecurring: true };

describe('getScheduleItemEditPath', () => {
  it('asks a recurring window editor for the whole series', () => {
    expect(getScheduleItemEditPath(window, 'all')).toBe('/availability-windows?edit=w+1&update_all=true');
  });

  it('asks for one instance, with its date', () => {
    expect(getScheduleItemEditPath(window, 'instance')).toBe(
      '/availability-windows?edit=w+1&update_instance=true&instance_date=2025-03-04',
    );
  });

  it('uses the same flags for working hours', () => {
    expect(getScheduleItemEditPath(hours, 'all')).toBe('/working-hours?edit=wh-1&update_all=true');
    expect(getScheduleItemEditPath(hours, 'instance')).toBe('/working-hours?edit=wh-1&update_instance=true');
  });

  it('opens a one-off item with ?edit only', () => {
    expect(getScheduleItemEditPath({ ...window, isRecurring: false }, 'all')).toBe('/availability-windows?edit=w+1');
    expect(getScheduleItemEditPath({ ...hours, isRecurring: false })).toBe('/working-hours?edit=wh-1');
  });
});
