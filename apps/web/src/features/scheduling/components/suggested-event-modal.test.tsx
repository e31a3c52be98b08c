import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { activityCategories, eventCategories, makeHangout, makeSlot } from '../test-fixtures';
import { NO_FRIEND_INVITED } from './suggested-event-form';
import { SuggestedEventModal, type SuggestionRequest } from './suggested-event-modal';

type Handlers = Parameters<typeof mockApi>[0];

function renderModal(request: SuggestionRequest, handlers: Handlers = {}) {
  window.localStorage.setItem('token', 'test-token');
  const onClose = vi.fn();
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: { user: testUser } }),
    'GET /api/categories': () => ({ body: { categories: eventCategories } }),
    'GET /api/preferences/categories': () => ({ body: { categories: activityCategories } }),
    ...handlers,
  });
  const { queryClient } = renderWithApp(<SuggestedEventModal opened request={request} onClose={onClose} />);
  return { api, onClose, queryClient };
}

async function openForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Suggested Event' });
  await within(dialog).findByLabelText(/^Title/);
  return dialog;
}

const value = (dialog: HTMLElement, label: RegExp) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
const create = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event & Send Invitations' }));

describe('SuggestedEventModal from a free-together band', () => {
  const request: SuggestionRequest = { kind: 'slot', slot: makeSlot() };

  it('drafts two hours of the slot with its friends, every field editable', async () => {
    renderModal(request);
    const dialog = await openForm();
    // Nothing is sent yet: the friends will be invited, each one ticked.
    expect(within(dialog).getByText('2 friends will be invited')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Ana Diaz' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Ben Ode' })).toHaveProperty('checked', true);
    expect(value(dialog, /^Title/)).toBe('Hangtime with Ana and Ben');
    expect(value(dialog, /^Start date/)).toBe('2030-06-12');
    expect(value(dialog, /^Start time/)).toBe('18:00');
    expect(value(dialog, /^End time/)).toBe('20:00');
    for (const label of [/^Activity category/, /^Description/, /^End date/, /^Location/, /^Address/]) {
      expect(within(dialog).getByLabelText(label, { selector: 'input, textarea, select' })).toBeTruthy();
    }
    // A few hours with friends: no whole days, and only the categories that take participants.
    expect(within(dialog).queryByRole('switch', { name: 'All day' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    const categories = await screen.findByRole('listbox', { name: /^Category/ });
    expect(
      within(categories)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Event']);
  });

  it('creates the event with those friends invited, as edited, and closes', async () => {
    const { api, onClose } = renderModal(request, {
      'POST /api/calendar/events': () => ({ body: { success: true, event: makeHangout({ source: 'manual' }) } }),
    });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Pizza with Ana and Ben' } });
    fireEvent.change(within(dialog).getByLabelText(/^Location/), { target: { value: 'Luigi’s' } });
    create(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      title: 'Pizza with Ana and Ben',
      start_time: '2030-06-12T12:15:00.000Z',
      end_time: '2030-06-12T14:15:00.000Z',
      category_id: 1,
      location: 'Luigi’s',
      participant_ids: ['u-ana', 'u-ben'],
      is_recurring: false,
    });
  });

  it.each([
    [
      'the server refuses',
      { status: 422, body: { error: 'Participants must be your friends', code: 'VALIDATION_ERROR' } },
      'Participants must be your friends',
    ],
    [
      'the server fails',
      { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } },
      'Failed to create suggested event',
    ],
    ['no answer comes', 'network-error', 'Failed to create suggested event'],
  ] as const)('says why when %s, and stays open', async (_case, reply, text) => {
    const { onClose } = renderModal(request, { 'POST /api/calendar/events': () => reply });
    const dialog = await openForm();
    create(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the fields first, with the event form’s rules', async () => {
    const { api } = renderModal(request);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '17:00' } });
    create(dialog);
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('End time must be after start time')).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(0);
  });

  it('puts the draft away on Not now, sending nothing (there is nothing to reject)', async () => {
    const { api, onClose } = renderModal(request);
    const dialog = await openForm();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('invites only the friends still ticked, and names them in a title the person has not edited', async () => {
    const { api, onClose } = renderModal(request, {
      'POST /api/calendar/events': () => ({ body: { success: true, event: makeHangout({ source: 'manual' }) } }),
    });
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Ode' }));
    expect(within(dialog).getByText('1 friend will be invited')).toBeTruthy();
    expect(value(dialog, /^Title/)).toBe('Hangtime with Ana');
    create(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      title: 'Hangtime with Ana',
      participant_ids: ['u-ana'],
    });
  });

  it('keeps a title the person wrote when a friend is unticked', async () => {
    renderModal(request);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Board games' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ana Diaz' }));
    expect(value(dialog, /^Title/)).toBe('Board games');
  });

  it('needs at least one friend, and says so', async () => {
    const { api } = renderModal(request);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ana Diaz' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Ode' }));
    expect(within(dialog).getByText('0 friends will be invited')).toBeTruthy();
    expect(within(dialog).getByText(NO_FRIEND_INVITED)).toBeTruthy();
    create(dialog);
    await waitFor(() => expect(within(dialog).getByText(NO_FRIEND_INVITED)).toBeTruthy());
    expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(0);
    // Ticking one again takes the message away.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Ode' }));
    expect(within(dialog).queryByText(NO_FRIEND_INVITED)).toBeNull();
  });
});

describe('SuggestedEventModal for a suggested hangout', () => {
  const request: SuggestionRequest = { kind: 'suggestion', eventId: 'ev-hang' };
  const suggestion = (overrides = {}) => ({
    body: {
      success: true,
      suggestion: {
        event: makeHangout({ status: 'suggested', source: 'suggested', ...overrides }),
        invited_friends: [
          { id: 'u-ana', first_name: 'Ana', last_name: 'Diaz' },
          { id: 'u-ben', first_name: 'Ben', last_name: 'Ode' },
        ],
        invited_count: 2,
      },
    },
  });

  /** A week of the calendar and the bell, both of which show the suggestion. */
  const shownIn = [
    ['events', 'calendar-batch', 'Asia/Kathmandu', '2030-06-10'],
    ['notifications', 'unified', 'user-1'],
  ];

  it('opens the suggestion as planned, and accepts it as edited', async () => {
    const { api, onClose, queryClient } = renderModal(request, {
      'GET /api/suggestions/ev-hang': () => suggestion(),
      'POST /api/suggestions/ev-hang/accept': () => ({ body: { success: true, event: makeHangout() } }),
    });
    const dialog = await openForm();
    expect(within(dialog).getByText('2 friends will be invited')).toBeTruthy();
    expect(within(dialog).getByText('Ana Diaz, Ben Ode')).toBeTruthy();
    expect(value(dialog, /^Title/)).toBe('Hangtime: Luigi’s');
    expect(value(dialog, /^Location/)).toBe('Luigi’s');
    expect(value(dialog, /^Start time/)).toBe('18:00');
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '21:00' } });
    for (const key of shownIn) queryClient.setQueryData(key, {});
    create(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    for (const key of shownIn) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(api.callsTo('POST', '/api/suggestions/ev-hang/accept')[0]?.body).toEqual({
      title: 'Hangtime: Luigi’s',
      description: null,
      start_time: '2030-06-12T12:15:00.000Z',
      end_time: '2030-06-12T15:15:00.000Z',
      location: 'Luigi’s',
      location_address: '1 Main St',
      category_id: 1,
      activity_category_id: 1,
      activity_subcategory_id: 11,
    });
  });

  it.each([
    [{ status: 409, body: { error: 'This suggestion has expired', code: 'CONFLICT' } }, 'This suggestion has expired'],
    [{ status: 500, body: { code: 'INTERNAL' } }, 'Failed to create suggested event'],
  ] as const)('says why it was not created (%#)', async (reply, text) => {
    const { onClose } = renderModal(request, {
      'GET /api/suggestions/ev-hang': () => suggestion(),
      'POST /api/suggestions/ev-hang/accept': () => reply,
    });
    const dialog = await openForm();
    create(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before rejecting, then rejects it', async () => {
    const { api, onClose, queryClient } = renderModal(request, {
      'GET /api/suggestions/ev-hang': () => suggestion(),
      'POST /api/suggestions/ev-hang/reject': () => ({ body: { success: true, message: 'Suggestion rejected' } }),
    });
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject this suggested hangout?' });
    expect(api.callsTo('POST', '/api/suggestions/ev-hang/reject')).toHaveLength(0);
    for (const key of shownIn) queryClient.setQueryData(key, {});
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    for (const key of shownIn) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(api.callsTo('POST', '/api/suggestions/ev-hang/reject')).toHaveLength(1);
  });

  it('keeps the suggestion when the rejection fails, and says so', async () => {
    const { onClose } = renderModal(request, {
      'GET /api/suggestions/ev-hang': () => suggestion(),
      'POST /api/suggestions/ev-hang/reject': () => 'network-error',
    });
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reject this suggested hangout?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to reject the suggested event');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the server's words when the suggestion cannot be read", async () => {
    renderModal(request, {
      'GET /api/suggestions/ev-hang': () => ({ status: 404, body: { error: 'Event not found', code: 'NOT_FOUND' } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Suggested Event' });
    expect(await within(dialog).findByText('Event not found')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Title/)).toBeNull();
  });

  it('shows names and titles as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    renderModal(request, {
      'GET /api/suggestions/ev-hang': () => {
        const reply = suggestion({ title: payload });
        reply.body.suggestion.invited_friends[0]!.first_name = payload;
        return reply;
      },
    });
    const dialog = await openForm();
    expect(value(dialog, /^Title/)).toBe(payload);
    expect(within(dialog).getByText(`${payload} Diaz, Ben Ode`)).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
  });
});
