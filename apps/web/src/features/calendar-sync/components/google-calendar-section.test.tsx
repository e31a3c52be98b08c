import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { familyCalendar, googleStatus, notConnected, reply, workCalendar } from '../test-fixtures';
import { GoogleCalendarSection } from './google-calendar-section';
import { SYNC_BADGE_RESET_MS } from './use-sync-badge';

const STATUS = 'GET /api/google-calendar/status';
const AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=abc&state=xyz';

function renderSection(handlers: Record<string, (body: unknown) => MockReply | Promise<MockReply> | 'network-error'>) {
  const api = mockApi(handlers);
  const navigateTo = vi.fn();
  renderWithApp(<GoogleCalendarSection navigateTo={navigateTo} />);
  return { api, navigateTo };
}

const region = () => screen.getByRole('region', { name: /Google Calendar/ });
const badge = () => region().querySelector('[data-sync-state]');
const calendarRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Linked Google calendars' }))
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(name)) as HTMLElement;

/** A reply the test lets go of when it wants, to see the state before it. */
function held(answer: MockReply) {
  let release: () => void = () => undefined;
  const promise = new Promise<MockReply>((resolve) => (release = () => resolve(answer)));
  return { handler: () => promise, release };
}

describe('GoogleCalendarSection', () => {
  it('shows a placeholder while the status loads, then nothing at all when the server has no Google client', async () => {
    const { api } = renderSection({
      [STATUS]: () => reply.ok(googleStatus({ available: false, connected: false, state: null, calendars: [] })),
    });
    expect(screen.getByRole('status', { name: 'Loading Google Calendar' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/google-calendar/status')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading Google Calendar' })).toBeNull());
    expect(screen.queryByText('Google Calendar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
  });

  it('says the status could not be loaded, and asks again on Try again', async () => {
    let answer = reply.error(500, 'Something went wrong', 'INTERNAL');
    renderSection({ [STATUS]: () => answer });
    expect(await screen.findByText('Failed to load your Google Calendar connection')).toBeTruthy();
    answer = reply.ok(notConnected());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
  });

  it('connects by sending the browser to the auth_url the server gives', async () => {
    const { api, navigateTo } = renderSection({
      [STATUS]: () => reply.ok(notConnected()),
      'GET /api/google-calendar/auth': () => reply.ok({ success: true, data: { auth_url: AUTH_URL } }),
    });
    expect(within(await screen.findByRole('region', { name: /Google Calendar/ })).getByText('Beta')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(AUTH_URL));
    expect(api.callsTo('GET', '/api/google-calendar/auth')).toHaveLength(1);
  });

  it('says "Failed to initiate Google Calendar connection" when the auth address cannot be had, and stays', async () => {
    const { navigateTo } = renderSection({
      [STATUS]: () => reply.ok(notConnected()),
      'GET /api/google-calendar/auth': () => reply.error(500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(await screen.findByText('Failed to initiate Google Calendar connection')).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('lists the linked calendars with their last sync in words and the last error', async () => {
    // Made before the screen, whose clock starts when it mounts.
    const answer = reply.ok(googleStatus());
    renderSection({ [STATUS]: () => answer });
    await screen.findByRole('list', { name: 'Linked Google calendars' });
    expect(within(calendarRow('Work')).getByText('Synced 5 minutes ago')).toBeTruthy();
    expect(within(calendarRow('Family')).getByText('Never synced')).toBeTruthy();
    expect(within(calendarRow('Family')).getByText('Google did not answer. Hangtime will try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync Work' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect Family' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync all' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
  });

  it('syncs one calendar by its Hangtime id: the badge says syncing, then synced, and clears after 3 seconds', async () => {
    const sync = held(reply.ok({ success: true, imported: 4 }));
    const { api } = renderSection({
      [STATUS]: () => reply.ok(googleStatus()),
      'POST /api/google-calendar/sync': sync.handler,
    });
    await screen.findByRole('button', { name: 'Sync Work' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Sync Work' }));
    expect(within(region()).getByText('Syncing…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo('POST', '/api/google-calendar/sync')[0]?.body).toEqual({ calendar_id: 'gcal-1' });

    sync.release();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(region()).getByText('Synced')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SYNC_BADGE_RESET_MS - 1));
    expect(within(region()).getByText('Synced')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(region()).queryByText('Synced')).toBeNull();
    expect(badge()?.getAttribute('data-sync-state')).toBe('idle');
    // The last sync times are read again.
    expect(api.callsTo('GET', '/api/google-calendar/status').length).toBeGreaterThanOrEqual(2);
  });

  it('offers a calendar that is not the person’s own (holidays) for busy times, by syncing it, with no Disconnect', async () => {
    const holidays = {
      ...familyCalendar(),
      id: 'gcal-3',
      calendar_name: 'Holidays',
      selected: false,
      last_error: null,
    };
    const { api } = renderSection({
      [STATUS]: () => reply.ok(googleStatus({ calendars: [workCalendar(), holidays] })),
      'POST /api/google-calendar/sync': () => reply.ok({ success: true, imported: 12 }),
    });
    await screen.findByRole('list', { name: 'Linked Google calendars' });
    const row = calendarRow('Holidays');
    expect(within(row).getByText('Not used for busy times')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Disconnect/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Use Holidays for busy times' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/google-calendar/sync')[0]?.body).toEqual({ calendar_id: 'gcal-3' }),
    );
  });

  it('shows "Failed to sync Google Calendar" beside a failed badge; the badge clears, the reason stays', async () => {
    renderSection({
      [STATUS]: () => reply.ok(googleStatus()),
      'POST /api/google-calendar/sync-all': () => reply.error(502),
    });
    await screen.findByRole('button', { name: 'Sync all' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sync all' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(region()).getByText('Sync failed')).toBeTruthy();
    expect(within(region()).getByRole('alert').textContent).toContain('Failed to sync Google Calendar');
    await act(() => vi.advanceTimersByTimeAsync(SYNC_BADGE_RESET_MS));
    expect(within(region()).queryByText('Sync failed')).toBeNull();
    expect(within(region()).getByText('Failed to sync Google Calendar')).toBeTruthy();
  });

  it('asks before disconnecting, then disconnects that calendar by its id', async () => {
    let calendars = [workCalendar(), familyCalendar()];
    const { api } = renderSection({
      [STATUS]: () => reply.ok(googleStatus({ calendars })),
      'DELETE /api/google-calendar/disconnect/gcal-2': () => {
        calendars = [workCalendar()];
        return reply.ok({ success: true, message: 'Family disconnected' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Family?' });
    expect(within(dialog).getByText(/deletes the busy times it brought in/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/google-calendar/disconnect/gcal-2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Family disconnected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Disconnect Family' })).toBeNull());
    expect(api.callsTo('DELETE', '/api/google-calendar/disconnect/gcal-2')).toHaveLength(1);
  });

  it('says "Failed to disconnect Google Calendar" when the server gives no reason', async () => {
    renderSection({
      [STATUS]: () => reply.ok(googleStatus()),
      'DELETE /api/google-calendar/disconnect/gcal-1': () => 'network-error',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Work?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect Google Calendar')).toBeTruthy();
  });

  it('says when Google stopped the access, and reconnects through the same sign-in; no Sync meanwhile', async () => {
    const { navigateTo } = renderSection({
      [STATUS]: () => reply.ok(googleStatus({ state: 'reconnect' })),
      'GET /api/google-calendar/auth': () => reply.ok({ success: true, data: { auth_url: AUTH_URL } }),
    });
    expect(await screen.findByText(/the access was removed or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync Work' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disconnect Work' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect Google Calendar' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(AUTH_URL));
  });
});
