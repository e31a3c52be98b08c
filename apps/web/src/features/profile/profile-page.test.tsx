import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { ProfilePage } from './profile-page';

const PROFILE = '/profile';

function renderProfile(handlers: Record<string, (body: unknown) => MockReply | 'network-error'>, entry = PROFILE) {
  const api = mockApi({ 'GET /api/auth/me': () => ({ body: testUser }), ...handlers });
  const view = renderWithApp(<ProfilePage />, { path: PROFILE, initialEntries: [entry] });
  return { api, ...view };
}

async function openEditModal() {
  await screen.findByText('Sam Rivera');
  fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  // The modal puts the focus on its first field once it has opened.
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^First Name/)));
  return dialog;
}

describe('ProfilePage', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it("shows the user's details: phone as 202-555-0123, a verified badge, the zone", async () => {
    renderProfile({});
    expect(await screen.findByText('Sam Rivera')).toBeTruthy();
    expect(screen.getByText('202-555-0123')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('America/New_York')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("carries the account's email to /forgot-password", async () => {
    renderProfile({});
    await screen.findByText('Sam Rivera');
    fireEvent.click(screen.getByRole('link', { name: 'Reset Password' }));
    expect((await screen.findByTestId('location')).textContent).toContain('/forgot-password');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({ email: testUser.email });
  });

  it('says "Failed to load profile" when the profile cannot be read', async () => {
    mockApi({ 'GET /api/auth/me': () => ({ status: 500, body: { error: 'Something went wrong' } }) });
    renderWithApp(<ProfilePage />, { path: PROFILE });
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
  });

  it('shows the calendar connections on the Profile Information tab, where Google returns people', async () => {
    renderProfile({
      'GET /api/google-calendar/status': () => ({
        body: { available: true, connected: false, state: null, calendars: [] },
      }),
      'GET /api/calendar-subscriptions': () => ({ body: { subscriptions: [] } }),
      'GET /api/calendar/feed': () => ({ body: { url: 'http://localhost/feeds/secret.ics' } }),
    });
    const connections = await screen.findByRole('region', { name: 'Calendar connections' });
    expect(within(connections).getByText(/Friends only see when you’re busy, never what or where/)).toBeTruthy();
    expect(await within(connections).findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    expect(within(connections).getByRole('region', { name: 'Calendar subscriptions' })).toBeTruthy();
    expect(within(connections).getByRole('region', { name: 'Your Hangtime feed' })).toBeTruthy();
  });

  it('opens the tab named by ?tab=, and a tab change updates the query', async () => {
    const { router } = renderProfile(
      { 'GET /api/locations': () => ({ body: { locations: [] } }) },
      `${PROFILE}?tab=locations`,
    );
    expect(screen.getByRole('tab', { name: 'Locations' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No saved locations yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Preferences' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=preferences'));
    fireEvent.click(screen.getByRole('tab', { name: 'Profile Information' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('maps an email clash to the spec sentence under the email field', async () => {
    renderProfile({
      'PUT /api/auth/me': () => ({ status: 409, body: { error: 'Email already registered', code: 'CONFLICT' } }),
    });
    const dialog = await openEditModal();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'taken@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('This email address is already in use. Please choose a different email.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Email/)));
  });

  it('checks the fields before sending', async () => {
    const { api } = renderProfile({});
    const dialog = await openEditModal();
    fireEvent.change(within(dialog).getByLabelText(/^First Name/), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone Number/), { target: { value: '202555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid 10-digit phone number')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/auth/me')).toHaveLength(0);
  });

  it('saves, refreshes the session user, and tells of the code sent to a new email', async () => {
    const saved = { ...testUser, email: 'new@example.com', email_verified: false };
    const { api } = renderProfile({ 'PUT /api/auth/me': () => ({ body: saved }) });
    const dialog = await openEditModal();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'new@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(/We sent a verification code to new@example.com/)).toBeTruthy();
    expect(screen.getByText('Unverified')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/auth/me')[0]?.body).toMatchObject({
      email: 'new@example.com',
      phone_number: '+12025550123',
    });
    // Once for the session, once for the screen, once more for the session after the save.
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me').length).toBeGreaterThanOrEqual(3));
  });
});

describe('the hangout suggestions switch', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it('turns weekly suggestions off at once, sending the profile with the switch', async () => {
    const { api } = renderProfile({ 'PUT /api/auth/me': (body) => ({ body: { ...testUser, ...(body as object) } }) });
    await screen.findByText('Sam Rivera');
    const toggle = screen.getByLabelText('Suggest a hangout each week') as HTMLInputElement;
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT', '/api/auth/me')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/auth/me')[0]!.body).toEqual({
      first_name: 'Sam',
      last_name: 'Rivera',
      email: 'sam@example.com',
      suggestions_enabled: false,
    });
    expect(await screen.findByText(/Suggestions are off/)).toBeTruthy();
  });

  it('puts the switch back and says why when saving fails', async () => {
    renderProfile({ 'PUT /api/auth/me': () => ({ status: 500, body: {} }) });
    await screen.findByText('Sam Rivera');
    fireEvent.click(screen.getByLabelText('Suggest a hangout each week'));
    expect(await screen.findByText('Failed to save profile. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Suggest a hangout each week') as HTMLInputElement).checked).toBe(true);
  });
});
