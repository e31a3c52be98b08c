import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { home, reply } from '../test-fixtures';
import { LocationFormModal } from './location-form-modal';

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

type Handlers = Record<string, () => MockReply | 'network-error'>;

/** Edits `location`; adds a new one when it is null. */
function renderModal(handlers: Handlers, location: SavedLocation | null = home) {
  const api = mockApi(handlers);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<LocationFormModal opened onClose={onClose} onSaved={onSaved} location={location} />);
  return { api, onSaved, onClose };
}

function fillRequired() {
  type('Location name', 'Gym');
  type('Street address', '5 Elm St');
  type('City', 'Austin');
  type('State/province', 'TX');
  type('Postal code', '78701');
}

describe('LocationFormModal', () => {
  it('keeps its submit from reaching a form it is opened from', async () => {
    mockApi({});
    const outerSubmit = vi.fn();
    renderWithApp(
      <form onSubmit={outerSubmit}>
        <LocationFormModal opened onClose={vi.fn()} onSaved={vi.fn()} location={null} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('is titled "Add New Location" and starts with United States as the country', () => {
    renderModal({}, null);
    expect(screen.getByRole('dialog', { name: 'Add New Location' })).toBeTruthy();
    expect(field('Country').value).toBe('United States');
  });

  it('asks for every required field with the one spec message, and sends nothing', async () => {
    const { api } = renderModal({}, null);
    // The modal first puts the focus on its first field; the check then moves it to a missing one.
    await waitFor(() => expect(document.activeElement).toBe(field('Location name')));
    type('Location name', 'Gym');
    type('City', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));

    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Street address')));
    for (const label of ['Street address', 'City', 'State/province', 'Postal code']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(field('Location name').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Address line 2').getAttribute('aria-invalid')).not.toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed fields, optional ones as null, with the chosen transport and default', async () => {
    const saved = { ...home, id: 'loc-9', location_name: 'Gym' };
    const { api, onSaved, onClose } = renderModal({ 'POST /api/locations': () => reply.location(saved, 201) }, null);
    fillRequired();
    type('Location name', '  Gym ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bike' }));
    fireEvent.click(screen.getByRole('switch', { name: /Set as default/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/locations')[0]?.body).toEqual({
      location_name: 'Gym',
      street_address: '5 Elm St',
      address_line_2: null,
      city: 'Austin',
      state_province: 'TX',
      country: 'United States',
      postal_code: '78701',
      description: null,
      transportation_options: ['bike'],
      is_default: true,
      happy_to_host: false,
    });
  });

  it('offers a place for hosting only when its switch is turned on, and says who will see the address', async () => {
    const saved = { ...home, id: 'loc-9', location_name: 'Gym' };
    const { api } = renderModal({ 'POST /api/locations': () => reply.location(saved, 201) }, null);
    const host = screen.getByRole('switch', { name: /Happy to host hangouts here/ }) as HTMLInputElement;
    expect(host.checked).toBe(false);
    expect(host.tabIndex).not.toBe(-1);
    const help = document.getElementById(host.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toContain('Friends invited to a hangout here will see this address.');

    fillRequired();
    fireEvent.click(host);
    expect(host.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/locations')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/locations')[0]?.body).toMatchObject({ location_name: 'Gym', happy_to_host: true });
  });

  it('shows a hosting place switched on, and turning it off sends false', async () => {
    const { api, onSaved } = renderModal({
      'PUT /api/locations/loc-1': () => reply.location({ ...home, happy_to_host: false }),
    });
    const host = screen.getByRole('switch', { name: /Happy to host hangouts here/ }) as HTMLInputElement;
    expect(host.checked).toBe(true);
    fireEvent.click(host);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('PUT', '/api/locations/loc-1')[0]?.body).toMatchObject({ happy_to_host: false });
  });

  it('edits a saved location in place', async () => {
    const { api, onSaved } = renderModal({
      'PUT /api/locations/loc-1': () => reply.location({ ...home, city: 'Chicago' }),
    });
    expect(screen.getByRole('dialog', { name: 'Edit Location' })).toBeTruthy();
    expect(field('Street address').value).toBe('100 Main St');
    type('City', 'Chicago');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('PUT', '/api/locations/loc-1')[0]?.body).toMatchObject({
      city: 'Chicago',
      address_line_2: 'Apt 4',
      transportation_options: ['car', 'walk'],
    });
  });

  it("prefers the server's reason, and falls back to the spec text", async () => {
    let answer: MockReply | 'network-error' = reply.error(404, 'Location not found', 'NOT_FOUND');
    const { onSaved } = renderModal({ 'PUT /api/locations/loc-1': () => answer });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Location not found')).toBeTruthy();

    answer = 'network-error';
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save location. Please try again.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says "Failed to create location" when adding one fails without a reason', async () => {
    renderModal({ 'POST /api/locations': () => 'network-error' }, null);
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Failed to create location')).toBeTruthy();
  });
});
