import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { paths } from '../../lib/paths';
import { AvailabilityWindowsPage } from './availability-windows-page';
import { homeLocation, saturdayBrunch, weeknights } from './test-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

function renderPage(handlers: Handlers, query = '') {
  const api = mockApi({ 'GET /api/locations': () => ({ body: { locations: [homeLocation] } }), ...handlers });
  const view = renderWithApp(<AvailabilityWindowsPage />, {
    path: paths.availabilityWindows,
    initialEntries: [`${paths.availabilityWindows}${query}`],
  });
  return { api, ...view };
}

const listReply = (windows = [weeknights, saturdayBrunch]): MockReply => ({ body: { availability_windows: windows } });

describe('AvailabilityWindowsPage', () => {
  it('lists each window with its hours, days and place', async () => {
    renderPage({ 'GET /api/availability-windows': () => listReply() });
    const list = await screen.findByRole('list', { name: 'Availability windows' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Weeknight evenings')).toBeTruthy();
    expect(within(first!).getByText('6:00 PM – 10:00 PM')).toBeTruthy();
    expect(within(first!).getByText('Mon, Tue, Wed')).toBeTruthy();
    expect(within(first!).getByText('Home · 12 Elm St, Brooklyn, NY 11201')).toBeTruthy();
    expect(within(second!).getByText('One-time: June 8, 2030')).toBeTruthy();
  });

  it('shows a name carrying markup as text', async () => {
    const name = '<img src=x onerror="window.__xss=1">';
    renderPage({ 'GET /api/availability-windows': () => listReply([{ ...weeknights, window_name: name }]) });
    expect(await screen.findByText(name)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('invites the person to add a first window when there is none', async () => {
    renderPage({ 'GET /api/availability-windows': () => listReply([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Your First Window' }));
    expect(await screen.findByRole('dialog', { name: 'Add Availability Window' })).toBeTruthy();
  });

  it("shows the spec's error when the list fails, and tries again", async () => {
    let calls = 0;
    renderPage({
      'GET /api/availability-windows': () =>
        ++calls === 1 ? { status: 500, body: { error: 'x', code: 'INTERNAL' } } : listReply(),
    });
    expect(await screen.findByText('Failed to fetch availability windows. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Weeknight evenings')).toBeTruthy();
  });

  it('deletes a window after asking, and says so when it fails', async () => {
    let windows = [weeknights, saturdayBrunch];
    let fails = true;
    const { api } = renderPage({
      'GET /api/availability-windows': () => listReply(windows),
      [`DELETE /api/availability-windows/${weeknights.id}`]: () => {
        if (fails) return 'network-error';
        windows = [saturdayBrunch];
        return { body: { success: true, message: 'Availability window deleted' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Weeknight evenings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Weeknight evenings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete availability window. Please try again.')).toBeTruthy();

    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete Weeknight evenings' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Availability window deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Weeknight evenings')).toBeNull());
    expect(api.callsTo('DELETE', `/api/availability-windows/${weeknights.id}`)).toHaveLength(2);
  });

  it('opens one date of a series from the link, clears the link, and sends only that date', async () => {
    const { api, router } = renderPage(
      {
        'GET /api/availability-windows': () => listReply(),
        [`PUT /api/availability-windows/${weeknights.id}`]: () => ({
          body: { success: true, availability_window: weeknights },
        }),
      },
      `?edit=${weeknights.id}&update_instance=true&instance_date=2030-06-04`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change One Date' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2030-06-04');
    expect((within(dialog).getByLabelText(/^Start time/) as HTMLSelectElement).value).toBe('18:00');
    expect(within(dialog).queryByLabelText(/^Window name/)).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-06-06' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save This Date' }));
    expect(await within(dialog).findByText('This window has no occurrence on that date')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-06-05' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '19:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save This Date' }));
    expect(await screen.findByText('That date of the availability window was changed.')).toBeTruthy();
    expect(api.callsTo('PUT', `/api/availability-windows/${weeknights.id}`)[0]?.body).toEqual({
      update_instance: true,
      instance_date: '2030-06-05',
      start_time: '19:00',
      end_time: '22:00',
    });
  });

  it('opens the whole window for update_all and sends the series', async () => {
    const { api, router } = renderPage(
      {
        'GET /api/availability-windows': () => listReply(),
        [`PUT /api/availability-windows/${weeknights.id}`]: () => ({
          body: { success: true, availability_window: weeknights },
        }),
      },
      `?edit=${weeknights.id}&update_all=true`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Availability Window' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((within(dialog).getByLabelText(/^Window name/) as HTMLInputElement).value).toBe('Weeknight evenings');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Availability window saved.')).toBeTruthy();
    expect(api.callsTo('PUT', `/api/availability-windows/${weeknights.id}`)[0]?.body).toMatchObject({
      update_all: true,
      window_name: 'Weeknight evenings',
      days_of_week: [0, 1, 2],
    });
  });

  it('says so when the link names a window the person does not have', async () => {
    const { router } = renderPage({ 'GET /api/availability-windows': () => listReply() }, '?edit=gone&update_all=true');
    expect(await screen.findByText('Availability window not found')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
