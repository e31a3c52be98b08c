import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { useAnswerRsvpMutation } from './answer-rsvp';

describe('useAnswerRsvpMutation', () => {
  it("refreshes the bell (its badge counted the invitation) and the calendar's events once answered", async () => {
    window.localStorage.setItem('token', 'test-token');
    mockApi({
      'POST /api/calendar/rsvp': () => ({ body: { success: true, message: 'RSVP updated', status: 'accepted' } }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const bell = ['notifications', 'unified', 'user-1'];
    const invitations = ['events', 'pending-invitations'];
    queryClient.setQueryData(bell, {});
    queryClient.setQueryData(invitations, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAnswerRsvpMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ eventId: 'ev-1', status: 'accepted' }));
    expect(queryClient.getQueryState(bell)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(invitations)?.isInvalidated).toBe(true);
  });
});
