import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnifiedNotifications } from '@hangtime/core/notifications/schemas';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { notificationsKeys } from '../api/query-keys';
import { aFriendRequest, aNotification, anEvent, unified } from '../test-fixtures';
import { NotificationBell } from './notification-bell';

function renderBell(answers: UnifiedNotifications[], extra: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem('token', 'token-1');
  let call = 0;
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: testUser }),
    'GET /api/notifications/unified': () => ({ body: answers[Math.min(call++, answers.length - 1)] }),
    ...extra,
  });
  const view = renderWithApp(<NotificationBell />, { asLayout: true });
  return { api, ...view };
}

const bell = () => screen.findByRole('button', { name: 'Notifications' });
const dialog = () => screen.findByRole('dialog', { name: 'Notifications' });

describe('NotificationBell', () => {
  it('loads at sign-in, shows the count on the badge and lists a friend request', async () => {
    const { api } = renderBell([unified({ pending_friend_requests: [aFriendRequest()] })]);
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('1'));
    expect((await bell()).getAttribute('aria-describedby')).toBeTruthy();
    expect(api.callsTo('GET', '/api/notifications/unified')).toHaveLength(1);

    fireEvent.click(await bell());
    const panel = await dialog();
    expect(within(panel).getByRole('heading', { name: '1 Item(s)' })).toBeTruthy();
    const requests = within(panel).getByRole('region', { name: 'Friend Requests' });
    expect(
      within(requests)
        .getByRole('link', { name: /Jo Park/ })
        .getAttribute('href'),
    ).toBe('/friends');
    expect(within(panel).getByRole('link', { name: 'View All Events' }).getAttribute('href')).toBe('/');
  });

  it("says where and when an invitation is, on the profile's clock, and opens it on the calendar", async () => {
    const invitation = anEvent({
      id: 'ev-9',
      start_time: '2030-06-13T02:00:00.000Z', // 10:00 PM on the 12th in New York, the profile's zone
      location: 'El Gordo',
      location_address: null,
      latitude: 33.6846,
      longitude: -117.8265,
    });
    renderBell([unified({ pending_event_invitations: [invitation] })]);
    fireEvent.click(await bell());
    const section = within(await dialog()).getByRole('region', { name: 'Event Invitations' });
    const link = within(section).getByRole('link', { name: /Board games/ });
    expect(link.textContent).toContain('El Gordo, near 33.6846, -117.8265');
    await waitFor(() => expect(link.textContent).toContain('Wed, Jun 12, 2030 at 10:00 PM'));
    expect(link.getAttribute('href')).toBe('/calendar?event=ev-9');
  });

  it('asks again each time it opens', async () => {
    const { api } = renderBell([unified(), unified({ other_notifications: [aNotification()] })]);
    await waitFor(() => expect(api.callsTo('GET', '/api/notifications/unified')).toHaveLength(1));
    fireEvent.click(await bell());
    const panel = await dialog();
    expect(await within(panel).findByRole('heading', { name: '1 Item(s)' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/notifications/unified')).toHaveLength(2);
  });

  it('says so when there is nothing', async () => {
    renderBell([unified()]);
    fireEvent.click(await bell());
    const panel = await dialog();
    expect(await within(panel).findByText("You're all caught up!")).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'No Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('caps the badge at 9+', async () => {
    const requests = Array.from({ length: 12 }, (_, index) => aFriendRequest({ id: `r-${index}` }));
    renderBell([unified({ pending_friend_requests: requests })]);
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('9+'));
  });

  it('marks a notification read when it is clicked, and goes where it leads', async () => {
    const answer = unified({ other_notifications: [aNotification({ id: 'n-7', type: 'event_updated' })] });
    const { api } = renderBell([answer, answer, unified()], {
      'PUT /api/notifications/n-7/read': () => ({ body: { success: true, updated: 1 } }),
    });
    fireEvent.click(await bell());
    fireEvent.click(await within(await dialog()).findByRole('link', { name: /Friend request accepted/ }));
    expect((await screen.findByTestId('location')).textContent).toContain('/calendar');
    await waitFor(() => expect(api.callsTo('PUT', '/api/notifications/n-7/read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the session’s setup reminders and forgets one once it is clicked', async () => {
    const { queryClient } = renderBell([unified()]);
    await bell();
    queryClient.setQueryData(notificationsKeys.onboardingNotices(testUser.id), ['onboarding_preferences']);
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('1'));
    fireEvent.click(await bell());
    const link = await within(await dialog()).findByRole('link', { name: /No Activity Preferences/ });
    expect(link.getAttribute('href')).toBe('/profile?tab=preferences');
    fireEvent.click(link);
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
  });

  it('marks everything read with Mark all read', async () => {
    const answer = unified({ other_notifications: [aNotification()] });
    const { api, queryClient } = renderBell([answer, answer, unified()], {
      'PUT /api/notifications/read-all': () => ({ body: { success: true, updated: 1 } }),
    });
    await bell();
    queryClient.setQueryData(notificationsKeys.onboardingNotices(testUser.id), ['onboarding_friends']);
    fireEvent.click(await bell());
    const panel = await dialog();
    expect(await within(panel).findByRole('heading', { name: '2 Item(s)' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await within(panel).findByText("You're all caught up!")).toBeTruthy();
    expect(api.callsTo('PUT', '/api/notifications/read-all')).toHaveLength(1);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    window.localStorage.setItem('token', 'token-1');
    let fail = true;
    mockApi({
      'GET /api/auth/me': () => ({ body: testUser }),
      'GET /api/notifications/unified': () =>
        fail
          ? { status: 500, body: { error: 'boom' } }
          : { body: unified({ pending_friend_requests: [aFriendRequest()] }) },
    });
    renderWithApp(<NotificationBell />);
    fireEvent.click(await bell());
    const panel = await dialog();
    const retry = await within(panel).findByRole('button', { name: 'Retry' });
    expect(within(panel).getByText('Failed to load notifications')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await within(panel).findByRole('heading', { name: '1 Item(s)' })).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    renderBell([unified()]);
    const button = await bell();
    button.focus();
    fireEvent.click(button);
    const panel = await dialog();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
