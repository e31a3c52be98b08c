import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from './test-fixtures';
import { useCalendarModals } from './use-calendar-modals';

describe('useCalendarModals', () => {
  it('opens a suggested hangout as a suggestion, not in the event modal', () => {
    const { result } = renderHook(() => useCalendarModals());
    act(() => result.current.openEvent(makeEvent({ id: 'ev-s', status: 'suggested' })));
    expect(result.current.suggestionModal).toEqual({ opened: true, request: { kind: 'suggestion', eventId: 'ev-s' } });
    expect(result.current.eventModal.opened).toBe(false);
  });

  it('opens any other event in the event modal', () => {
    const { result } = renderHook(() => useCalendarModals());
    act(() => result.current.openEvent(makeEvent()));
    expect(result.current.eventModal).toMatchObject({ opened: true, event: { id: 'ev-1' } });
    expect(result.current.suggestionModal.opened).toBe(false);
  });

  it('keeps the suggestion while its modal closes', () => {
    const { result } = renderHook(() => useCalendarModals());
    act(() => result.current.openEvent(makeEvent({ id: 'ev-s', status: 'suggested' })));
    act(() => result.current.closeSuggestion());
    expect(result.current.suggestionModal).toEqual({ opened: false, request: { kind: 'suggestion', eventId: 'ev-s' } });
  });
});
