import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOneDateFields, useOneDateForm } from './one-date-form';

const initial = () => ({ instance_date: '2026-12-03', start_time: '09:00', end_time: '08:00' });

describe('useOneDateForm', () => {
  it('starts from the initial values and sets several fields at once', () => {
    const { result } = renderHook(() => useOneDateForm(initial));
    act(() => setOneDateFields(result.current.form, { instance_date: '2026-12-10', end_time: '18:00' }));
    expect(result.current.values).toEqual({ instance_date: '2026-12-10', start_time: '09:00', end_time: '18:00' });
  });

  it('clears the errors of the fields that change and keeps the others', () => {
    const { result } = renderHook(() => useOneDateForm(initial));
    act(() => {
      result.current.accept({ instance_date: 'Not a date of the series', end_time: 'End must be after start' });
    });
    act(() => setOneDateFields(result.current.form, { end_time: '10:00' }));
    expect(result.current.form.errors).toEqual({ instance_date: 'Not a date of the series' });
  });

  it('accepts values without problems and clears the message above the fields', () => {
    const { result } = renderHook(() => useOneDateForm(initial));
    act(() => result.current.fail('Could not save', { start_time: 'Invalid time' }, { focus: false }));
    expect(result.current.error).toBe('Could not save');
    let accepted = false;
    act(() => {
      accepted = result.current.accept({});
    });
    expect(accepted).toBe(true);
    expect(result.current.error).toBeNull();
    expect(result.current.form.errors).toEqual({});
  });
});
