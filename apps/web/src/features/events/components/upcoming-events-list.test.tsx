import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { makeEvent } from '../test-fixtures';
import { UpcomingEventsList } from './upcoming-events-list';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const soon = makeEvent({
  id: 'a',
  title: 'Coffee',
  start_time: inHours(2),
  end_time: inHours(3),
  instance_start: inHours(2),
  participant_status: 'accepted',
});
const skipped = makeEvent({
  id: 'b',
  title: 'Karaoke',
  start_time: inHours(30),
  end_time: inHours(31),
  instance_start: inHours(30),
  participant_status: 'declined',
});

function renderList(reply: () => { status?: number; body: unknown }) {
  window.localStorage.setItem('token', 'test-token');
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: { user: testUser } }),
    'GET /api/calendar/events': reply,
  });
  renderWithApp(<UpcomingEventsList />);
  return api;
}

describe('UpcomingEventsList', () => {
  it('lists accepted and pending events with their urgency, hides declined until asked', async () => {
    const api = renderList(() => ({ body: { events: [skipped, soon] } }));
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain('Coffee');
    expect(cards[0]?.textContent).toContain('In 3 Hours');

    const [first] = api.callsTo('GET', '/api/calendar/events');
    expect(first).toBeDefined();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'declined' } });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Upcoming events' })).getByText('Karaoke')).toBeTruthy(),
    );
    expect(screen.queryByText('Coffee')).toBeNull();
  });

  it('asks for the chosen range after the debounce', async () => {
    const api = renderList(() => ({ body: { events: [] } }));
    expect(await screen.findByText('No upcoming events')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Range'), { target: { value: '7' } });
    await waitFor(() => expect(api.callsTo('GET', '/api/calendar/events')).toHaveLength(2));
    // mockApi keeps paths only; the stubbed fetch has the whole address.
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const ranges = urls
      .filter((url) => url.pathname === '/api/calendar/events')
      .map(
        (url) =>
          (Date.parse(url.searchParams.get('end_date') ?? '') - Date.parse(url.searchParams.get('start_date') ?? '')) /
          86_400_000,
      );
    expect(ranges).toEqual([30, 7]);
  });

  it('says "Failed to load events" when the list fails', async () => {
    renderList(() => ({ status: 503, body: { code: 'UNAVAILABLE' } }));
    expect(await screen.findByText('Failed to load events')).toBeTruthy();
  });

  it('opens the event in the modal', async () => {
    renderList(() => ({ body: { events: [soon] } }));
    fireEvent.click(await screen.findByRole('button', { name: /Coffee/ }));
    expect(await screen.findByRole('dialog', { name: 'Coffee' })).toBeTruthy();
  });
});
