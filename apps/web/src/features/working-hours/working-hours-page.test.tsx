import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { mockApi } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { paths } from '../../lib/paths';
import { conferenceDay, fridayShift, mondayShift } from './test-fixtures';
import { WorkingHoursPage } from './working-hours-page';

type Handlers = Parameters<typeof mockApi>[0];

function renderPage(handlers: Handlers, query = '') {
  const api = mockApi(handlers);
  const view = renderWithApp(<WorkingHoursPage />, {
    path: paths.workingHours,
    initialEntries: [`${paths.workingHours}${query}`],
  });
  return { api, ...view };
}

const list =
  (entries = [conferenceDay, fridayShift, mondayShift]) =>
  () => ({ body: { working_hours: entries } });

describe('WorkingHoursPage', () => {
  it('lists entries in week order with their day and hours', async () => {
    renderPage({ 'GET /api/working-hours': list() });
    const items = within(await screen.findByRole('list', { name: 'Working hours' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Every Monday · 9:00 AM – 5:30 PM'),
      expect.stringContaining('Every Friday · 8:00 AM – 5:30 PM'),
      expect.stringContaining('June 12, 2030 · 10:00 AM – 4:00 PM'),
    ]);
  });

  it('invites the person to add working hours when there are none', async () => {
    renderPage({ 'GET /api/working-hours': list([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Your Working Hours' }));
    expect(await screen.findByRole('dialog', { name: 'Add Working Hours' })).toBeTruthy();
  });

  it("shows the fallback text, not the server's 5xx words, when the list fails", async () => {
    renderPage({
      'GET /api/working-hours': () => ({ status: 503, body: { error: 'Database unavailable', code: 'UNAVAILABLE' } }),
    });
    expect(await screen.findByText('Failed to fetch working hours. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens the entry a link names, clears the link, and saves it', async () => {
    const { api, router } = renderPage(
      {
        'GET /api/working-hours': list(),
        [`GET /api/working-hours/${mondayShift.id}`]: () => ({ body: { success: true, working_hours: mondayShift } }),
        [`PUT /api/working-hours/${mondayShift.id}`]: () => ({ body: { success: true, working_hours: mondayShift } }),
      },
      `?edit=${mondayShift.id}&update_all=true`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Working Hours' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Office');

    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(scheduleMessages.endAfterStart)).toBeTruthy();
    expect(api.callsTo('PUT', `/api/working-hours/${mondayShift.id}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '16:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Working hours saved.')).toBeTruthy();
    expect(api.callsTo('PUT', `/api/working-hours/${mondayShift.id}`)[0]?.body).toEqual({
      block_name: 'Office',
      is_recurring: true,
      day_of_week: 0,
      date: null,
      start_time: '09:00',
      end_time: '16:00',
    });
  });

  it("shows the server's reason when the linked entry is not there", async () => {
    const { router } = renderPage(
      {
        'GET /api/working-hours': list(),
        'GET /api/working-hours/gone': () => ({
          status: 404,
          body: { error: 'Working hours not found', code: 'NOT_FOUND' },
        }),
      },
      '?edit=gone',
    );
    expect(await screen.findByText('Working hours not found')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('adds a one-off entry on a date, and deletes one after asking', async () => {
    const { api } = renderPage({
      'GET /api/working-hours': list([mondayShift]),
      'POST /api/working-hours': () => ({ status: 201, body: { success: true, working_hours: conferenceDay } }),
      [`DELETE /api/working-hours/${mondayShift.id}`]: () => ({
        body: { success: true, message: 'Working hours deleted' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Working Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Working Hours' });
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Every week/ }));
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-06-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Working Hours' }));
    expect(await screen.findByText('Working hours saved.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/working-hours')[0]?.body).toMatchObject({
      is_recurring: false,
      date: '2030-06-12',
      day_of_week: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Office, Every Monday' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Office (Every Monday)?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Working hours deleted.')).toBeTruthy();
  });
});
