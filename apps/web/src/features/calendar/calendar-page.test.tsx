import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { CalendarPage } from './calendar-page';

afterEach(() => window.localStorage.clear());

describe('CalendarPage while it loads', () => {
  it('shows the toolbar only once the progress card has its data, so nothing under the card jumps', async () => {
    window.localStorage.setItem('token', 'token-1');
    let answerPreferences: (reply: MockReply) => void = () => undefined;
    const preferences = new Promise<MockReply>((resolve) => {
      answerPreferences = resolve;
    });
    mockApi({
      'GET /api/auth/me': () => ({ body: testUser }),
      'GET /api/friends': () => ({ body: { friends: [] } }),
      'GET /api/availability-windows/validation': () => ({ body: { valid_count: 0 } }),
      'GET /api/preferences': () => preferences,
      'GET /api/calendar/events/pending-invitations': () => ({ body: { invitations: [] } }),
    });
    renderWithApp(<CalendarPage />, { path: '/calendar' });

    // The progress card's own placeholder shows, and nothing under it yet.
    expect(await screen.findByRole('status', { name: 'Loading your setup progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manual Event' })).toBeNull();

    answerPreferences({ body: { preferences: [] } });
    expect(await screen.findByRole('region', { name: 'Get set up to plan' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manual Event' })).toBeTruthy(), { timeout: 5000 });
  });
});
