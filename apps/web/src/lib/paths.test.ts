import { describe, expect, it } from 'vitest';
import { hasEditParams, paths, removeEditParams } from './paths';

describe('edit links of the recurring-item prompt', () => {
  it('opens a one-off item with ?edit only', () => {
    expect(paths.editAvailabilityWindow('w-1')).toBe('/availability-windows?edit=w-1');
    expect(paths.editWorkingHours('wh-1')).toBe('/working-hours?edit=wh-1');
  });

  it('adds update_all or update_instance with its date', () => {
    expect(paths.editAvailabilityWindow('w-1', { kind: 'all' })).toBe('/availability-windows?edit=w-1&update_all=true');
    expect(paths.editWorkingHours('wh-1', { kind: 'instance', instanceDate: '2025-03-04' })).toBe(
      '/working-hours?edit=wh-1&update_instance=true&instance_date=2025-03-04',
    );
  });

  it('encodes the id', () => {
    expect(paths.editWorkingHours('a&b')).toBe('/working-hours?edit=a%26b');
  });
});

describe('removeEditParams', () => {
  it('takes out the edit parameters and keeps the rest', () => {
    const params = new URLSearchParams('edit=w1&update_instance=true&instance_date=2030-06-04&utm=x');
    expect(hasEditParams(params)).toBe(true);
    const cleared = removeEditParams(params);
    expect(cleared.toString()).toBe('utm=x');
    expect(hasEditParams(cleared)).toBe(false);
    expect(params.has('edit')).toBe(true);
  });

  it('takes out what the edit links write', () => {
    const link = paths.editWorkingHours('wh-1', { kind: 'instance', instanceDate: '2025-03-04' });
    const params = new URLSearchParams(`${link.split('?')[1]}&ref=cal`);
    expect(removeEditParams(params).toString()).toBe('ref=cal');
  });
});

describe('calendarSuggestion', () => {
  it('opens the calendar on a suggested hangout, its id encoded', () => {
    expect(paths.calendarSuggestion('ev-1')).toBe('/calendar?suggestion=ev-1');
    expect(paths.calendarSuggestion('a&b')).toBe('/calendar?suggestion=a%26b');
  });
});
