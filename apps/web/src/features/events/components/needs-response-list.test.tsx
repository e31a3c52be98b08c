import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { makeEvent } from '../test-fixtures';
import { NeedsResponseList } from './needs-response-list';

const invited = makeEvent({ id: 'a', title: 'Brunch', description: 'At noon', source: 'assisted' });
const changed = makeEvent({ id: 'b', title: 'Hike', participant_status: 'tentative', needs_reconfirm: true });

describe('NeedsResponseList', () => {
  it('lists pending and updated invitations with the answers each may give', async () => {
    const api = mockApi({
      'GET /api/calendar/events/pending-invitations': () => ({ body: { invitations: [invited, changed] } }),
      'POST /api/calendar/rsvp': () => ({ status: 409, body: { code: 'CONFLICT' } }),
    });
    renderWithApp(<NeedsResponseList />);
    const list = await screen.findByRole('list', { name: 'Events Needing Response' });
    const [brunch, hike] = within(list).getAllByRole('listitem');
    expect(brunch?.textContent).toContain('Hangtime');
    expect(brunch?.textContent).toContain('From Olive Organizer');
    expect(brunch?.textContent).toContain('At noon');
    expect(
      within(brunch!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Maybe', 'Decline']);
    expect(hike?.textContent).toContain('Updated');
    expect(
      within(hike!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline']);

    fireEvent.click(within(hike!).getByRole('button', { name: 'Accept' }));
    expect(await within(hike!).findByText('Failed to update RSVP status')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/calendar/rsvp')[0]?.body).toEqual({ eventId: 'b', status: 'accepted' }),
    );
  });

  it('says where and when on each card: the place, its address or position, the time on the profile clock', async () => {
    window.localStorage.setItem('token', 'test-token');
    // A plan in California (Nora's case, issue 23): a venue with no address, at 02:00Z = 9:00 PM in New York.
    const california = makeEvent({
      id: 'c',
      title: 'Tacos',
      start_time: '2030-06-13T02:00:00.000Z',
      end_time: '2030-06-13T03:30:00.000Z',
      location: 'El Gordo',
      location_address: null,
      latitude: 33.6846,
      longitude: -117.8265,
    });
    mockApi({
      'GET /api/auth/me': () => ({ body: { user: testUser } }),
      'GET /api/calendar/events/pending-invitations': () => ({ body: { invitations: [invited, california] } }),
    });
    renderWithApp(<NeedsResponseList />);
    const list = await screen.findByRole('list', { name: 'Events Needing Response' });
    const [brunch, tacos] = within(list).getAllByRole('listitem');
    expect(within(brunch!).getByRole('group', { name: 'Where' }).textContent).toContain('Luigi’s · 1 Main St');
    const where = within(tacos!).getByRole('group', { name: 'Where' });
    expect(where.textContent).toContain('El Gordo · near 33.6846, -117.8265');
    expect(within(where).getByRole('link').getAttribute('href')).toContain('mlat=33.6846&mlon=-117.8265');
    await waitFor(() => expect(tacos?.textContent).toContain('Wed, Jun 12, 2030 · 10:00 PM – 11:30 PM'));
  });

  it('shows nothing when no invitation waits', async () => {
    const api = mockApi({ 'GET /api/calendar/events/pending-invitations': () => ({ body: { invitations: [] } }) });
    const { container } = renderWithApp(<NeedsResponseList />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('says "Failed to load events" when the invitations fail', async () => {
    mockApi({ 'GET /api/calendar/events/pending-invitations': () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    renderWithApp(<NeedsResponseList />);
    expect(await screen.findByText('Failed to load events')).toBeTruthy();
  });
});
