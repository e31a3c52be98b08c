import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { home, office, reply } from '../test-fixtures';
import { MyLocations } from './my-locations';

const list = () => screen.getByRole('list', { name: 'Saved locations' });

describe('MyLocations', () => {
  it('lists the locations with the default and hosting badges and the unplaced-address note', async () => {
    mockApi({ 'GET /api/locations': () => reply.locations([home, office]) });
    renderWithApp(<MyLocations />);
    expect(screen.getByRole('status', { name: 'Loading locations' })).toBeTruthy();

    const rows = within(await screen.findByRole('list', { name: 'Saved locations' })).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Happy to host')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Happy to host')).toBeNull();
    expect(within(rows[0] as HTMLElement).getByText('100 Main St, Apt 4, Springfield, IL 62701')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Make Home the default' })).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByText(
        "We couldn't place this address on the map; it won't be used for travel times.",
      ),
    ).toBeTruthy();
  });

  it('offers to add the first location when there is none', async () => {
    mockApi({ 'GET /api/locations': () => reply.locations([]) });
    renderWithApp(<MyLocations />);
    expect(await screen.findByText('No saved locations yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Location' })).toBeTruthy();
  });

  it('says the list failed to load, and loads it again on retry', async () => {
    let answer: MockReply = reply.error(500, 'Something went wrong', 'INTERNAL');
    mockApi({ 'GET /api/locations': () => answer });
    renderWithApp(<MyLocations />);
    expect(await screen.findByText('Failed to fetch locations. Please try again later.')).toBeTruthy();

    answer = reply.locations([home]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it('deletes a location after confirmation, and the list no longer shows it', async () => {
    let saved: SavedLocation[] = [home, office];
    const api = mockApi({
      'GET /api/locations': () => reply.locations(saved),
      'DELETE /api/locations/loc-2': () => {
        saved = [home];
        return reply.deleted();
      },
    });
    renderWithApp(<MyLocations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Office?' });
    expect(api.callsTo('DELETE', '/api/locations/loc-2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Location deleted')).toBeTruthy();
    await waitFor(() => expect(within(list()).queryByText('Office')).toBeNull());
  });

  it('shows the spec text when a delete fails without a reason', async () => {
    mockApi({
      'GET /api/locations': () => reply.locations([office]),
      'DELETE /api/locations/loc-2': () => 'network-error',
    });
    renderWithApp(<MyLocations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Office?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete location. Please try again.')).toBeTruthy();
  });

  it('makes a location the default by saving it whole with the flag', async () => {
    const api = mockApi({
      'GET /api/locations': () => reply.locations([home, office]),
      'PUT /api/locations/loc-2': () => reply.location({ ...office, is_default: true }),
    });
    renderWithApp(<MyLocations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Office the default' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/locations/loc-2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/locations/loc-2')[0]?.body).toMatchObject({
      location_name: 'Office',
      description: 'Back entrance',
      is_default: true,
    });
  });
});
