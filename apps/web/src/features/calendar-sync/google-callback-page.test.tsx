import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { CALLBACK_REDIRECT_MS, GoogleCallbackPage } from './google-callback-page';

function renderCallback(query: string) {
  mockApi({});
  return renderWithApp(<GoogleCallbackPage />, {
    path: '/google-callback',
    initialEntries: [`/google-callback${query}`],
  });
}

const location = () => screen.queryByTestId('location')?.firstChild?.textContent ?? null;

describe('GoogleCallbackPage', () => {
  it('says the calendar is connected and goes to the profile 2 seconds later, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderCallback('?success=true&message=Google+Calendar+connected');
    expect(screen.getByRole('heading', { level: 1, name: 'Google Calendar connected' })).toBeTruthy();
    // The server's message only repeats the title: the page says what happens next instead.
    expect(screen.getByText('Your busy times will show up in Hangtime shortly.')).toBeTruthy();
    expect(screen.getByText('Taking you back to your profile…')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(CALLBACK_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/google-callback');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.hash).toBe('#calendar-connections');
    expect(location()).toBe('/profile');
  });

  it("shows the server's own words under the title when they say more", () => {
    renderCallback('?success=true&message=Linked+3+calendars');
    expect(screen.getByText('Linked 3 calendars')).toBeTruthy();
  });

  it("shows the server's message for a failure and a Return to Profile action, and stays", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderCallback('?success=false&message=You+did+not+allow+access');
    expect(screen.getByRole('heading', { level: 1, name: 'Google Calendar was not connected' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('You did not allow access');
    const back = screen.getByRole('link', { name: 'Return to Profile' });
    expect(back.getAttribute('href')).toBe('/profile#calendar-connections');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(router.state.location.pathname).toBe('/google-callback');
  });

  it('says "Failed to connect Google Calendar. Please try again." for a failure without a message', () => {
    renderCallback('?success=false');
    expect(screen.getByText('Failed to connect Google Calendar. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Profile' })).toBeTruthy();
  });

  it('says "Invalid response from server" when neither parameter came', () => {
    renderCallback('');
    expect(screen.getByRole('alert').textContent).toContain('Invalid response from server');
    expect(screen.getByRole('link', { name: 'Return to Profile' })).toBeTruthy();
  });

  it('shows a message as text, never as markup', () => {
    renderCallback(`?success=false&message=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`);
    expect(screen.getByText('<img src=x onerror="window.__pwned=1">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
