import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventSummaryView, EventView } from '@hangtime/core/events/schemas';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { categories, makeEvent } from '../test-fixtures';
import { EventModal } from './event-modal';

type Handlers = Parameters<typeof mockApi>[0];

const baseHandlers: Handlers = {
  'GET /api/auth/me': () => ({ body: { user: testUser } }),
  'GET /api/categories': () => ({ body: { categories } }),
  'GET /api/friends': () => ({
    body: {
      friends: [
        {
          id: 'fs-1',
          friend: { id: 'u-2', first_name: 'Alex', last_name: 'Kim', email: 'alex@example.com' },
          priority: false,
          hangout_style: 'either',
          created_at: '2025-03-01T12:00:00.000Z',
        },
      ],
    },
  }),
};

/** The grid's prefill for the day's "+": 9:00 on June 12 in New York, the profile's zone (tests run in Kathmandu). */
const dayAddStart = new Date('2030-06-12T13:00:00.000Z');

function renderModal(handlers: Handlers = {}, event?: EventSummaryView | EventView, initialStart = dayAddStart) {
  window.localStorage.setItem('token', 'test-token');
  const api = mockApi({ ...baseHandlers, ...handlers });
  renderWithApp(<EventModal opened onClose={() => undefined} event={event} initialStart={initialStart} />);
  return api;
}

async function openForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
  await within(dialog).findByLabelText(/^Title/);
  return dialog;
}

describe('EventModal (create)', () => {
  it('names the missing title and sends nothing', async () => {
    const api = renderModal();
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Title/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const api = renderModal();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Dinner' } });
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('End time must be after start time')).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(0);
  });

  it('requires an interval of at least 1 for a repeating event', async () => {
    const api = renderModal();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Run club' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Repeats' }));
    fireEvent.change(within(dialog).getByLabelText(/^Every/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Repeat every must be at least 1')).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(0);
  });

  it('creates the event with the default category and shows the server text on failure', async () => {
    const api = renderModal({
      'POST /api/calendar/events': () => ({
        status: 422,
        body: { error: 'Participants must be your friends', code: 'VALIDATION' },
      }),
    });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Dinner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Participants must be your friends')).toBeTruthy();
    const [call] = api.callsTo('POST', '/api/calendar/events');
    expect(call?.body).toMatchObject({
      title: 'Dinner',
      category_id: 1,
      start_time: '2030-06-12T13:00:00.000Z',
      end_time: '2030-06-12T14:00:00.000Z',
      timezone: 'America/New_York',
      is_recurring: false,
      source: 'manual',
    });
  });

  it("opens a slot clicked on the grid at its time on the profile's clock, and saves that instant", async () => {
    // 22:00Z is 18:00 in New York (the profile) and 03:45 the next day in Kathmandu (the device).
    const api = renderModal({}, undefined, new Date('2030-06-12T22:00:00.000Z'));
    const dialog = await openForm();
    expect((within(dialog).getByLabelText(/^Start date/) as HTMLInputElement).value).toBe('2030-06-12');
    const startTime = within(dialog).getByLabelText(/^Start time/) as HTMLSelectElement;
    expect(startTime.selectedOptions[0]?.textContent).toBe('6:00 PM');
    expect((within(dialog).getByLabelText(/^End time/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '7:00 PM',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Dinner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      start_time: '2030-06-12T22:00:00.000Z',
      end_time: '2030-06-12T23:00:00.000Z',
      timezone: 'America/New_York',
    });
  });

  it('falls back to "Failed to create event" when the server gives no text', async () => {
    renderModal({ 'POST /api/calendar/events': () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Dinner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Failed to create event')).toBeTruthy();
  });
});

describe('EventModal (categories)', () => {
  async function chooseCategory(dialog: HTMLElement, name: string) {
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    fireEvent.click(await screen.findByRole('option', { name }));
  }

  it('hides the participants for a personal category', async () => {
    renderModal();
    const dialog = await openForm();
    expect((await within(dialog).findAllByLabelText('Invite friends')).length).toBeGreaterThan(0);
    await chooseCategory(dialog, 'Blocks');
    await waitFor(() => expect(within(dialog).queryAllByLabelText('Invite friends')).toHaveLength(0));
  });

  it('saves an availability window through its own call, and asks for its address first', async () => {
    const api = renderModal({ 'POST /api/availability-windows': () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Free evening' } });
    await chooseCategory(dialog, 'Availability Windows');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Address is required for an availability window')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: '1 Main St' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Failed to create event')).toBeTruthy();
    expect(api.callsTo('POST', '/api/availability-windows')[0]?.body).toMatchObject({
      window_name: 'Free evening',
      address: '1 Main St',
      start_date: '2030-06-12',
      start_time: '09:00',
      end_time: '10:00',
      is_repeating: false,
    });
    expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(0);
  });
});

describe('EventModal (participant)', () => {
  it('shows the details read-only, offers the allowed answers and records the answer', async () => {
    const api = renderModal(
      { 'POST /api/calendar/rsvp': () => ({ body: { success: true, message: 'Response saved', status: 'accepted' } }) },
      makeEvent(),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    expect(within(dialog).queryByLabelText(/^Title/)).toBeNull();
    const answers = within(dialog).getByRole('group', { name: 'Your answer to Dinner' });
    expect(
      within(answers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Maybe', 'Decline']);
    const people = within(dialog).getByRole('list', { name: 'Participants' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Each row starts with the person's initials avatar (decorative, hidden from screen readers).
      'OOOlive Organizer (organizer)Accepted',
      'SRSam RiveraPending',
    ]);

    fireEvent.click(within(answers).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(
        within(answers)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Decline']),
    );
    expect(api.callsTo('POST', '/api/calendar/rsvp')[0]?.body).toEqual({ eventId: 'ev-1', status: 'accepted' });
    expect(within(people).getAllByRole('listitem')[1]?.textContent).toBe('SRSam RiveraAccepted');
  });

  it('says "Failed to update RSVP status" when the answer is not saved', async () => {
    renderModal(
      { 'POST /api/calendar/rsvp': () => ({ status: 503, body: { code: 'UNAVAILABLE' } }) },
      makeEvent({ participant_status: 'tentative' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    const answers = within(dialog).getByRole('group', { name: 'Your answer to Dinner' });
    expect(
      within(answers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline']);
    fireEvent.click(within(answers).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Failed to update RSVP status')).toBeTruthy();
  });

  it('renders a script in the title as text', async () => {
    renderModal({}, makeEvent({ title: '<img src=x onerror=alert(1)>' }));
    const dialog = await screen.findByRole('dialog', { name: '<img src=x onerror=alert(1)>' });
    expect(dialog.querySelector('img')).toBeNull();
  });
});

/** Nothing in the dialog takes typing or a choice: the details are read-only. */
function expectNoFields(dialog: HTMLElement) {
  expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
  expect(within(dialog).queryAllByRole('combobox')).toHaveLength(0);
  expect(within(dialog).queryAllByRole('switch')).toHaveLength(0);
}

describe('EventModal (details, issue 23)', () => {
  it('shows the organizer the details read-only, with Edit and without answers; Edit opens the form and Cancel comes back', async () => {
    const own = makeEvent({ created_by: testUser.id, participant_status: 'accepted' });
    renderModal({}, own);
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    const edit = await within(dialog).findByRole('button', { name: 'Edit' });
    expectNoFields(dialog);
    expect(within(dialog).queryByRole('group', { name: /^Your answer to/ })).toBeNull();
    expect(within(dialog).getByText('Pasta night')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Participants' })).toBeTruthy();
    fireEvent.click(edit);
    const form = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(((await within(form).findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('Dinner');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expectNoFields(await screen.findByRole('dialog', { name: 'Dinner' }));
  });

  it('offers an invitee their answers and no Edit, and nothing to type in', async () => {
    renderModal({}, makeEvent());
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    expectNoFields(dialog);
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Your answer to Dinner' })).toBeTruthy();
  });

  it('names the place, its address and a map link', async () => {
    renderModal({}, makeEvent({ latitude: 40.7155, longitude: -73.997 }));
    const place = within(await screen.findByRole('dialog', { name: 'Dinner' })).getByRole('group', { name: 'Where' });
    expect(place.textContent).toContain('Luigi’s');
    expect(place.textContent).toContain('1 Main St');
    expect(within(place).getByRole('link').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=40.7155&mlon=-73.997#map=17/40.7155/-73.997',
    );
  });

  it('says where a venue without an address is, from its position', async () => {
    renderModal(
      {},
      makeEvent({ location: "Frank's Trattoria", location_address: null, latitude: 40.7128, longitude: -74.006 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    const place = within(dialog).getByRole('group', { name: 'Where' });
    expect(place.textContent).toContain("Frank's Trattoria");
    expect(place.textContent).toContain('near 40.7128, -74.0060');
    expect(within(place).getByRole('link', { name: /^Map of Frank's Trattoria/ })).toBeTruthy();
    const google = new URL(within(dialog).getByRole('link', { name: 'Google Calendar' }).getAttribute('href') ?? '');
    expect(google.searchParams.get('location')).toBe("Frank's Trattoria, 40.7128,-74.006");
  });

  it("shows times on the profile's clock", async () => {
    // 18:30Z is 1:30 PM in New York (the profile's zone in March), not Kathmandu's 12:15 AM.
    renderModal({}, makeEvent());
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    await waitFor(() => expect(dialog.textContent).toContain('1:30 PM – 3:00 PM'));
  });
});

describe('EventModal (organizer)', () => {
  it('edits the event, offers Delete and the add-to-calendar links', async () => {
    const own = makeEvent({ created_by: testUser.id, participant_status: 'accepted' });
    const api = renderModal({ 'PUT /api/calendar/events/ev-1': () => ({ body: { success: true, event: own } }) }, own);
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Dinner' })).findByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(((await within(dialog).findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('Dinner');
    expect(within(dialog).getByRole('button', { name: 'Delete Event' })).toBeTruthy();
    const google = within(dialog).getByRole('link', { name: 'Google Calendar' }).getAttribute('href') ?? '';
    expect(google).toContain('dates=20250304T183000Z%2F20250304T200000Z');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/calendar/events/ev-1')).toHaveLength(1));
  });
});

describe('EventModal (an instance from the calendar, without its participant list)', () => {
  const summaryOf = ({ participants: _participants, ...summary }: EventView) => summary;

  it('reads the event for who takes part, and shows the instance clicked', async () => {
    const full = makeEvent({ is_recurring: true, start_time: '2025-03-04T18:30:00.000Z' });
    const laterInstance = summaryOf({
      ...full,
      instance_start: '2025-03-11T18:30:00.000Z',
      start_time: '2025-03-11T18:30:00.000Z',
      end_time: '2025-03-11T20:00:00.000Z',
    });
    const api = renderModal(
      { 'GET /api/calendar/events/ev-1': () => ({ body: { success: true, event: full } }) },
      laterInstance,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    const people = await within(dialog).findByRole('list', { name: 'Participants' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OOOlive Organizer (organizer)Accepted', 'SRSam RiveraPending']);
    expect(api.callsTo('GET', '/api/calendar/events/ev-1')).toHaveLength(1);
    const google = within(dialog).getByRole('link', { name: 'Google Calendar' }).getAttribute('href') ?? '';
    expect(google).toContain('dates=20250311T183000Z%2F20250311T200000Z');
  });

  it("starts the organizer's form from the event's participants", async () => {
    const own = makeEvent({ created_by: testUser.id, participant_status: 'accepted' });
    const api = renderModal(
      {
        'GET /api/calendar/events/ev-1': () => ({ body: { success: true, event: own } }),
        'PUT /api/calendar/events/ev-1': () => ({ body: { success: true, event: own } }),
      },
      summaryOf(own),
    );
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Dinner' })).findByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    await within(dialog).findByLabelText(/^Title/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/calendar/events/ev-1')).toHaveLength(1));
    const expectedIds = own.participants.filter((person) => person.role !== 'owner').map((person) => person.user_id);
    expect(
      (api.callsTo('PUT', '/api/calendar/events/ev-1')[0]?.body as { participant_ids: string[] }).participant_ids,
    ).toEqual(expectedIds);
  });

  it("says the server's words when the event cannot be read, and tries again", async () => {
    let answers = 0;
    renderModal(
      {
        'GET /api/calendar/events/ev-1': () => {
          answers += 1;
          return answers === 1
            ? { status: 404, body: { error: 'Event not found', code: 'NOT_FOUND' } }
            : { body: { success: true, event: makeEvent() } };
        },
      },
      summaryOf(makeEvent()),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    expect(await within(dialog).findByText('Event not found')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Participants' })).toBeTruthy();
  });
});
