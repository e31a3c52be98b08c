import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields';

describe('useFormFields', () => {
  it('starts from the initial values and merges changes', () => {
    const { result } = renderHook(() => useFormFields(() => ({ start: '09:00', end: '17:00' })));
    act(() => result.current.change({ end: '18:00' }));
    expect(result.current.values).toEqual({ start: '09:00', end: '18:00' });
  });

  it('clears the error of a changed field and keeps the others', () => {
    const { result } = renderHook(() => useFormFields(() => ({ start: '09:00', end: '08:00' })));
    act(() => result.current.setErrors({ start: 'Start is required', end: 'End must be after start' }));
    act(() => result.current.change({ end: '10:00' }));
    expect(result.current.errors).toEqual({ start: 'Start is required' });
  });
});
