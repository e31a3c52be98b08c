import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { getTodayIsoDate } from '../../../lib/datetime';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { home, reply, weeknights } from '../test-fixtures';
import { AvailabilityStep } from './availability-step';

type Handlers = Parameters<typeof mockApi>[0];

function renderStep(handlers: Handlers = {}) {
  let windows: AvailabilityWindow[] = [];
  const api = mockApi({
    'GET /api/auth/me': () => reply.me(),
    'GET /api/availability-windows': () => reply.windows(windows),
    'POST /api/availability-windows': () => {
      windows = [weeknights];
      return reply.window(weeknights);
    },
    'POST /api/locations': () => reply.location(home),
    ...handlers,
  });
  renderWithApp(<AvailabilityStep headingId="step-heading" />);
  return api;
}

// A label as it starts: Mantine adds an asterisk to required ones.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: '+ Add Availability Window' }));
  return screen.findByRole('form', { name: 'New availability window' });
}

async function addLocation() {
  fireEvent.click(screen.getByRole('button', { name: '+ Add Location' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Location' });
  for (const [label, value] of [
    ['Location name', 'Home'],
    ['Street address', '12 Elm St'],
    ['City', 'Brooklyn'],
    ['State/province', 'NY'],
    ['Postal code', '11201'],
  ] as const) {
    fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
  await waitFor(() => expect(field('Address').value).toBe('12 Elm St, Brooklyn, NY 11201'));
}

describe('AvailabilityStep', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it('opens the add form with the onboarding defaults', async () => {
    renderStep();
    expect(await screen.findByText('0 window(s) added')).toBeTruthy();
    await openForm();
    expect(field('Start time').value).toBe('18:00');
    expect(field('End time').value).toBe('22:00');
    expect(field('Repeats').checked).toBe(true);
    expect(field('Frequency').value).toBe('weekly');
    const ticked = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
      (day) => (screen.getByRole('checkbox', { name: day }) as HTMLInputElement).checked,
    );
    expect(ticked).toEqual([true, true, true, true, true, false, false]);
    expect(field('Max travel time').value).toBe('30');
    expect((screen.getByRole('radio', { name: 'Firm (strict)' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Start date').value).toBe(getTodayIsoDate());
  });

  it("asks for a name and a place in core's words before sending", async () => {
    const api = renderStep();
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add Window' }));
    expect(await screen.findByText('Please enter a window name.')).toBeTruthy();
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/availability-windows')).toHaveLength(0);
  });

  it('adds a window with a new location, then lists and counts it', async () => {
    const api = renderStep();
    await openForm();
    type('Window name', 'Weeknight evenings');
    await addLocation();
    fireEvent.click(screen.getByRole('button', { name: 'Add Window' }));

    expect(await screen.findByText('1 window(s) added')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your availability windows' });
    expect(within(list).getByText('6:00 PM – 10:00 PM · Mon, Tue, Wed, Thu, Fri')).toBeTruthy();
    const today = getTodayIsoDate();
    expect(api.callsTo('POST', '/api/availability-windows')[0]?.body).toMatchObject({
      window_name: 'Weeknight evenings',
      start_time: '18:00',
      end_time: '22:00',
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 1, 2, 3, 4],
      max_travel_time_minutes: 30,
      ending_type: 'firm',
      start_date: today,
      location: 'Home',
      address: '12 Elm St, Brooklyn, NY 11201',
      location_id: home.id,
    });
    // Saving the location in its modal did not submit the window form.
    expect(api.callsTo('POST', '/api/availability-windows')).toHaveLength(1);
    expect(screen.queryByRole('form', { name: 'New availability window' })).toBeNull();
  });

  it('offers the saved locations first, and one of them fills the place', async () => {
    const api = renderStep({ 'GET /api/locations': () => ({ body: { locations: [home] } }) });
    await openForm();
    type('Window name', 'Weeknight evenings');
    fireEvent.click(await screen.findByRole('button', { name: 'Use Home' }));
    await waitFor(() => expect(field('Address').value).toBe('12 Elm St, Brooklyn, NY 11201'));
    expect(screen.queryByRole('dialog', { name: 'Add New Location' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Window' }));

    expect(await screen.findByText('1 window(s) added')).toBeTruthy();
    expect(api.callsTo('POST', '/api/availability-windows')[0]?.body).toMatchObject({ location_id: home.id });
    expect(api.callsTo('POST', '/api/locations')).toHaveLength(0);
  });

  it('sends a one-time window with empty days, and shows the add failure', async () => {
    const api = renderStep({ 'POST /api/availability-windows': () => reply.failure(500) });
    await openForm();
    type('Window name', 'Saturday brunch');
    fireEvent.click(field('Repeats'));
    expect((field('Frequency') as unknown as HTMLSelectElement).disabled).toBe(true);
    await addLocation();
    fireEvent.click(screen.getByRole('button', { name: 'Add Window' }));

    expect(await screen.findByText('Failed to add availability window. Please try again.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/availability-windows')[0]?.body).toMatchObject({
      is_repeating: false,
      frequency: null,
      days_of_week: [],
      end_date: null,
    });
  });

  it('deletes a window after asking, and says so when that fails', async () => {
    renderStep({
      'GET /api/availability-windows': () =>
        reply.windows([{ ...weeknights, is_repeating: false, frequency: null, days_of_week: [] }]),
      'DELETE /api/availability-windows/w-1': () => reply.failure(500),
    });
    expect(await screen.findByText('6:00 PM – 10:00 PM · One-time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Weeknight evenings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Weeknight evenings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete availability window. Please try again.')).toBeTruthy();
  });

  it('says so when the windows cannot be loaded', async () => {
    renderStep({ 'GET /api/availability-windows': () => reply.failure(500) });
    expect(await screen.findByText('Failed to load availability windows. Please try again.')).toBeTruthy();
  });
});
