import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availabilityMessages } from '@hangtime/core/availability/schemas';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { paths } from '../../../lib/paths';
import { AvailabilityWindowsPage } from '../availability-windows-page';
import { homeLocation, weeknights } from '../test-fixtures';

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

function renderAddForm(
  postReply: () => MockReply = () => ({ status: 201, body: { success: true, availability_window: weeknights } }),
) {
  let windows: unknown[] = [];
  const api = mockApi({
    'GET /api/availability-windows': () => ({ body: { availability_windows: windows } }),
    'GET /api/locations': () => ({ body: { locations: [homeLocation] } }),
    'POST /api/availability-windows': () => {
      const reply = postReply();
      if (reply.status === 201) windows = [weeknights];
      return reply;
    },
  });
  renderWithApp(<AvailabilityWindowsPage />, { path: paths.availabilityWindows });
  return api;
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Availability Window' }));
  return screen.findByRole('dialog', { name: 'Add Availability Window' });
}

async function fillValidWindow(dialog: HTMLElement) {
  fireEvent.change(field(dialog, /^Window name/), { target: { value: 'Weeknight evenings' } });
  const picker = field(dialog, /^Location/);
  await waitFor(() => expect(picker.disabled).toBe(false));
  fireEvent.change(picker, { target: { value: homeLocation.id } });
}

describe('the add/edit window form', () => {
  it("refuses an empty name and a missing address with core's messages, sending nothing", async () => {
    const api = renderAddForm();
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Window' }));

    expect(await within(dialog).findByText(availabilityMessages.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(availabilityMessages.addressRequired)).toBeTruthy();
    expect(field(dialog, /^Window name/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/availability-windows')).toHaveLength(0);
  });

  it('checks times and weekdays before sending', async () => {
    const api = renderAddForm();
    const dialog = await openAddDialog();
    await fillValidWindow(dialog);
    fireEvent.change(field(dialog, /^Start time/), { target: { value: '20:00' } });
    fireEvent.change(field(dialog, /^End time/), { target: { value: '19:00' } });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: day }));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Window' }));

    expect(await within(dialog).findByText(scheduleMessages.endAfterStart)).toBeTruthy();
    expect(within(dialog).getByText(availabilityMessages.weekdayRequired)).toBeTruthy();
    expect(api.callsTo('POST', '/api/availability-windows')).toHaveLength(0);
  });

  it('sends the defaults with the picked saved location, then lists the window', async () => {
    const api = renderAddForm();
    const dialog = await openAddDialog();
    await fillValidWindow(dialog);
    expect(field(dialog, /^Address/).value).toBe('12 Elm St, Brooklyn, NY 11201');
    expect(field(dialog, /^Address/).readOnly).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Window' }));

    expect(await screen.findByText('Availability window saved.')).toBeTruthy();
    const body = api.callsTo('POST', '/api/availability-windows')[0]?.body;
    expect(body).toMatchObject({
      window_name: 'Weeknight evenings',
      start_time: '09:00',
      end_time: '17:00',
      location: 'Home',
      address: '12 Elm St, Brooklyn, NY 11201',
      location_id: homeLocation.id,
      max_travel_time_minutes: 30,
      ending_type: 'firm',
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 1, 2, 3, 4],
    });
    expect(await screen.findByText('Mon, Tue, Wed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears the location and address together', async () => {
    renderAddForm();
    const dialog = await openAddDialog();
    await fillValidWindow(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear location and address' }));
    expect(within(dialog).queryByLabelText(/^Address/)).toBeNull();
    expect(field(dialog, /^Location/).value).toBe('');
  });

  it('sets the end date a year after the start when repeating is turned on, and when the start moves', async () => {
    renderAddForm();
    const dialog = await openAddDialog();
    const repeats = within(dialog).getByRole('switch', { name: /^Repeats/ });
    fireEvent.click(repeats);
    expect(within(dialog).queryByLabelText(/^End date/)).toBeNull();
    expect(field(dialog, /^Frequency/).disabled).toBe(true);

    fireEvent.change(field(dialog, /^Start date/), { target: { value: '2030-02-10' } });
    fireEvent.click(repeats);
    expect(field(dialog, /^End date/).value).toBe('2031-02-10');
    fireEvent.change(field(dialog, /^Start date/), { target: { value: '2030-03-01' } });
    expect(field(dialog, /^End date/).value).toBe('2031-03-01');

    fireEvent.change(field(dialog, /^Frequency/), { target: { value: 'daily' } });
    expect(within(dialog).queryByRole('checkbox', { name: 'Monday' })).toBeNull();
  });

  it("shows the server's reason, and its field errors on their inputs", async () => {
    renderAddForm(() => ({
      status: 400,
      body: {
        error: 'Window name must be at most 100 characters',
        code: 'VALIDATION_ERROR',
        fields: { window_name: 'Window name must be at most 100 characters' },
      },
    }));
    const dialog = await openAddDialog();
    await fillValidWindow(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Window' }));

    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getAllByText('Window name must be at most 100 characters')).toHaveLength(2);
    expect(field(dialog, /^Window name/).getAttribute('aria-invalid')).toBe('true');
  });

  it("falls back to the spec's text when the server gives no reason", async () => {
    renderAddForm(() => ({ status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } }));
    const dialog = await openAddDialog();
    await fillValidWindow(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Window' }));
    expect(await within(dialog).findByText('Failed to save availability window. Please try again.')).toBeTruthy();
  });
});
