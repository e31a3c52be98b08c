// Working hours made from the event modal (issue 23): every ticked weekday is saved, in one request,
// and the confirmation names the days the server stored.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWorkingHoursBody, type WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { mockApi, testUser, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { categories } from '../test-fixtures';
import { EventModal } from './event-modal';

/** 9:00 on Monday, November 30, 2026 in New York, the profile's zone. */
const mondayMorning = new Date('2026-11-30T14:00:00.000Z');

/** The server's POST as the contract reads it: one entry per weekday, each with an id. */
function storeWorkingHours(body: unknown): MockReply {
  const entries = createWorkingHoursBody.parse(body);
  const created: WorkingHoursEntry[] = entries.map((entry, index) => ({ ...entry, id: `wh-${index}`, exceptions: [] }));
  return { status: 201, body: { success: true, working_hours: created[0], created } };
}

function renderModal(postWorkingHours: (body: unknown) => MockReply) {
  window.localStorage.setItem('token', 'test-token');
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: { user: testUser } }),
    'GET /api/categories': () => ({ body: { categories } }),
    'POST /api/working-hours': postWorkingHours,
  });
  const onSaved = vi.fn();
  renderWithApp(<EventModal opened onClose={() => undefined} initialStart={mondayMorning} onSaved={onSaved} />);
  return { api, onSaved };
}

/** Title, category Working Hours, 9 to 5, repeating weekly on the days named (Monday is the start's). */
async function fillWorkingHours(extraDays: string[]) {
  const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
  fireEvent.change(await within(dialog).findByLabelText(/^Title/), { target: { value: 'Office' } });
  fireEvent.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Working Hours' }));
  fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '17:00' } });
  fireEvent.click(within(dialog).getByRole('switch', { name: 'Repeats' }));
  for (const day of extraDays) fireEvent.click(within(dialog).getByRole('checkbox', { name: day }));
  return dialog;
}

describe('EventModal (working hours on several weekdays)', () => {
  it('saves every ticked weekday in one request and names them when done', async () => {
    const { api, onSaved } = renderModal(storeWorkingHours);
    const dialog = await fillWorkingHours(['Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const posts = api.callsTo('POST', '/api/working-hours');
    expect(posts).toHaveLength(1);
    // 0 = Monday … 4 = Friday: working hours count from Monday, the form's chips from Sunday.
    expect(posts[0]?.body).toMatchObject({
      block_name: 'Office',
      is_recurring: true,
      days_of_week: [0, 1, 2, 3, 4],
      start_time: '09:00',
      end_time: '17:00',
    });
    expect(onSaved).toHaveBeenCalledWith(
      'saved',
      'Working hours saved for Monday, Tuesday, Wednesday, Thursday and Friday.',
    );
  });

  it('keeps the form and says why when the server refuses, so nothing is lost unseen', async () => {
    const { onSaved } = renderModal(() => ({
      status: 400,
      body: {
        error: 'Days are numbered 0 (Monday) to 6 (Sunday)',
        code: 'VALIDATION_ERROR',
        fields: { 'days_of_week.1': 'Days are numbered 0 (Monday) to 6 (Sunday)' },
      },
    }));
    const dialog = await fillWorkingHours(['Wednesday']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Days are numbered 0 (Monday) to 6 (Sunday)')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('checkbox', { name: 'Wednesday' })).toHaveProperty('checked', true);
  });

  it('refuses a pattern working hours cannot keep (every 2 weeks) instead of dropping it', async () => {
    const { api } = renderModal(storeWorkingHours);
    const dialog = await fillWorkingHours([]);
    fireEvent.change(within(dialog).getByLabelText(/^Every/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Working hours repeat every week, with no end')).toBeTruthy();
    expect(api.callsTo('POST', '/api/working-hours')).toHaveLength(0);
  });

  it('asks for a day when every weekday is unticked', async () => {
    const { api } = renderModal(storeWorkingHours);
    const dialog = await fillWorkingHours(['Monday']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Please choose a day of the week')).toBeTruthy();
    expect(api.callsTo('POST', '/api/working-hours')).toHaveLength(0);
  });
});
