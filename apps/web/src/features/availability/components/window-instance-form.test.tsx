import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { paths } from '../../../lib/paths';
import { AvailabilityWindowsPage } from '../availability-windows-page';
import { homeLocation, weeknights } from '../test-fixtures';

const windowPath = `/api/availability-windows/${weeknights.id}`;

function openOneDate(date: string) {
  const api = mockApi({
    'GET /api/locations': () => ({ body: { locations: [homeLocation] } }),
    'GET /api/availability-windows': () => ({ body: { availability_windows: [weeknights] } }),
    [`DELETE ${windowPath}`]: () => ({ body: { success: true, message: 'Occurrence cancelled' } }),
  });
  renderWithApp(<AvailabilityWindowsPage />, {
    path: paths.availabilityWindows,
    initialEntries: [`${paths.availabilityWindows}?edit=${weeknights.id}&update_instance=true&instance_date=${date}`],
  });
  return api;
}

describe('"Change One Date": removing that date', () => {
  it('asks first, then cancels only that date', async () => {
    const api = openOneDate('2030-06-04');
    const dialog = await screen.findByRole('dialog', { name: 'Change One Date' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove This Date' }));

    const confirm = await screen.findByRole('dialog', { name: 'Remove June 4, 2030?' });
    expect(confirm.textContent).toContain('Every other date stays.');
    expect(api.callsTo('DELETE', windowPath)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove Date' }));

    expect(await screen.findByText('That date was removed from the availability window.')).toBeTruthy();
    expect(api.callsTo('DELETE', windowPath).map((call) => call.search)).toEqual(['?instance_date=2030-06-04']);
  });

  it('sends nothing when the person thinks better of it, or for a date the series does not fall on', async () => {
    const api = openOneDate('2030-06-04');
    const dialog = await screen.findByRole('dialog', { name: 'Change One Date' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove This Date' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove June 4, 2030?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove June 4, 2030?' })).toBeNull());

    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-06-06' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove This Date' }));
    expect(await within(dialog).findByText('This window has no occurrence on that date')).toBeTruthy();
    expect(api.callsTo('DELETE', windowPath)).toHaveLength(0);
  });
});
