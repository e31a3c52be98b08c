import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { mockApi, testUser } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { useSuggestionFromUrl } from './use-suggestion-from-url';

function Probe({ onOpen }: { onOpen: (eventId: string) => void }) {
  useSuggestionFromUrl(onOpen);
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

describe('useSuggestionFromUrl', () => {
  it("opens the bell's suggestion once, then takes it out of the address", async () => {
    mockApi({ 'GET /api/auth/me': () => ({ body: { user: testUser } }) });
    const onOpen = vi.fn();
    renderWithApp(<Probe onOpen={onOpen} />, {
      path: '/calendar',
      initialEntries: ['/calendar?suggestion=ev-7&view=week'],
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/calendar?view=week'));
    expect(onOpen.mock.calls).toEqual([['ev-7']]);
  });

  it('does nothing without one', () => {
    mockApi({ 'GET /api/auth/me': () => ({ body: { user: testUser } }) });
    const onOpen = vi.fn();
    renderWithApp(<Probe onOpen={onOpen} />, { path: '/calendar', initialEntries: ['/calendar'] });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
