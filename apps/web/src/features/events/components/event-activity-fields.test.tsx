import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventView } from '@hangtime/core/events/schemas';
import { mockApi, testUser, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { activityCategories, categories, makeEvent } from '../test-fixtures';
import { EventModal } from './event-modal';

const loaded: MockReply = { body: { categories: activityCategories } };

function renderModal(activityReply: MockReply = loaded, event?: EventView) {
  window.localStorage.setItem('token', 'test-token');
  const saved = { body: { success: true, event: event ?? makeEvent() } };
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: { user: testUser } }),
    'GET /api/categories': () => ({ body: { categories } }),
    'GET /api/friends': () => ({ body: { friends: [] } }),
    'GET /api/preferences/categories': () => activityReply,
    'POST /api/calendar/events': () => saved,
    'PUT /api/calendar/events/ev-1': () => saved,
  });
  renderWithApp(<EventModal opened onClose={() => undefined} event={event} initialStart={new Date(2030, 5, 12)} />);
  return api;
}

async function openForm(name = 'Create Event') {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByLabelText(/^Title/);
  return dialog;
}

async function choose(dialog: HTMLElement, field: RegExp, option: string) {
  const input = within(dialog).getByRole('combobox', { name: field });
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const valueOf = (dialog: HTMLElement, field: RegExp) =>
  (within(dialog).getByRole('combobox', { name: field }) as HTMLInputElement).value;

describe('EventModal (activity)', () => {
  it('sends the chosen activity category and type', async () => {
    const api = renderModal();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Dinner' } });
    expect(within(dialog).queryByRole('combobox', { name: /^Activity type/ })).toBeNull();
    await choose(dialog, /^Activity category/, 'Restaurants');
    await choose(dialog, /^Activity type/, 'Pizza');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      activity_category_id: 1,
      activity_subcategory_id: 11,
    });
  });

  it('clears the type when the category changes', async () => {
    const api = renderModal();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Night out' } });
    await choose(dialog, /^Activity category/, 'Restaurants');
    await choose(dialog, /^Activity type/, 'Pizza');
    expect(valueOf(dialog, /^Activity type/)).toBe('Pizza');
    await choose(dialog, /^Activity category/, 'Entertainment');
    await waitFor(() => expect(valueOf(dialog, /^Activity type/)).toBe(''));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      activity_category_id: 3,
      activity_subcategory_id: null,
    });
  });

  it('leaves out the disliked types, and says so when none is left', async () => {
    renderModal();
    const dialog = await openForm();
    await choose(dialog, /^Activity category/, 'Restaurants');
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Activity type/ }));
    await screen.findByRole('option', { name: 'Pizza' });
    expect(screen.getByRole('option', { name: 'Sushi' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Tacos' })).toBeNull();
    await choose(dialog, /^Activity category/, 'Outdoors');
    expect(
      await within(dialog).findByText('No activity types available for this category based on your preferences.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /^Activity type/ })).toBeNull();
  });

  it('says "Failed to load activity categories" and still saves the event', async () => {
    const api = renderModal({ status: 500, body: { code: 'INTERNAL' } });
    const dialog = await openForm();
    expect(await within(dialog).findByText('Failed to load activity categories')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Dinner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/calendar/events')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      activity_category_id: null,
      activity_subcategory_id: null,
    });
  });

  it('hides the activity for a personal category', async () => {
    renderModal();
    const dialog = await openForm();
    expect(within(dialog).getByRole('combobox', { name: /^Activity category/ })).toBeTruthy();
    await choose(dialog, /^Category/, 'Blocks');
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: /^Activity category/ })).toBeNull());
  });

  it('prefills an edit and keeps the activity on save', async () => {
    const own = makeEvent({
      created_by: testUser.id,
      participant_status: 'accepted',
      activity_category_id: 1,
      activity_subcategory_id: 12,
    });
    const api = renderModal(loaded, own);
    // The organizer's event opens on its details; Edit opens the form.
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Dinner' })).findByRole('button', { name: 'Edit' }),
    );
    const dialog = await openForm('Edit Event');
    await waitFor(() => expect(valueOf(dialog, /^Activity category/)).toBe('Restaurants'));
    expect(valueOf(dialog, /^Activity type/)).toBe('Sushi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/calendar/events/ev-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/calendar/events/ev-1')[0]?.body).toMatchObject({
      activity_category_id: 1,
      activity_subcategory_id: 12,
    });
  });

  it('shows the activity to a participant', async () => {
    renderModal(loaded, makeEvent({ activity_category_id: 1, activity_subcategory_id: 11 }));
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    expect(await within(dialog).findByText('Activity: Restaurants · Pizza')).toBeTruthy();
  });
});
