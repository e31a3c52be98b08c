import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { mockApi, type MockReply } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { OnboardingPage } from './onboarding-page';
import { coffee, pizza, reply, weeknights } from './test-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

function renderOnboarding(handlers: Handlers = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => reply.me(),
    'GET /api/preferences/most-liked': () => reply.items([pizza, coffee]),
    'GET /api/availability-windows': () => reply.windows([]),
    'GET /api/friends/pending': () => reply.pending(),
    'GET /api/friends/referral-code': () => reply.referral(),
    ...handlers,
  });
  const view = renderWithApp(<OnboardingPage />, { path: paths.onboarding });
  return { api, ...view };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');

describe('OnboardingPage', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it('asks to log in when there is no user', async () => {
    window.localStorage.clear();
    mockApi({});
    renderWithApp(<OnboardingPage />, { path: paths.onboarding });
    expect(await screen.findByText('Please log in to complete onboarding.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('moves through the steps: Previous, Skip for now and Continue as the spec says', async () => {
    let windows = [] as (typeof weeknights)[];
    const { router } = renderOnboarding({ 'GET /api/availability-windows': () => reply.windows(windows) });

    await heading('Set Your Preferences');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Continue').disabled).toBe(false);
    fireEvent.click(button('Skip for now'));

    // Step 2: Continue waits for a window; Skip for now still moves on.
    const availabilityHeading = await heading('Add Availability Windows');
    await waitFor(() => expect(document.activeElement).toBe(availabilityHeading));
    expect(await screen.findByText('0 window(s) added')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(false);
    fireEvent.click(button('Previous'));
    await heading('Set Your Preferences');
    fireEvent.click(button('Continue'));
    await heading('Add Availability Windows');

    windows = [weeknights];
    fireEvent.click(button('Skip for now'));
    await heading('Connect with Friends');
    expect(await screen.findByText('0 pending friend request(s)')).toBeTruthy();
    expect(button('Skip for now').disabled).toBe(true);
    fireEvent.click(button('Previous'));
    await heading('Add Availability Windows');
    await waitFor(() => expect(button('Continue').disabled).toBe(false));
    expect(screen.getByText('1 window(s) added')).toBeTruthy();
    fireEvent.click(button('Continue'));

    await heading('Connect with Friends');
    fireEvent.click(button('Complete Onboarding'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
  });

  it('saves a rating at once, counts it, and puts it back when the save fails', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { api } = renderOnboarding({
      'PUT /api/preferences/categories/1': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('1 preference(s) selected')).toBeTruthy();
    fireEvent.click(button('Like Pizza'));
    await waitFor(() => expect(pressed('Like Pizza')).toBe('true'));
    expect(screen.getByText('2 preference(s) selected')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/preferences/categories/1')[0]?.body).toEqual({
      preferences: [{ subtype_id: 1, rating: 'like' }],
    });

    answer(reply.failure(500));
    const row = screen.getByRole('list', { name: 'Popular activities' }).querySelector('li') as HTMLElement;
    expect(await within(row).findByText('Failed to save preference. Please try again.')).toBeTruthy();
    expect(pressed('Like Pizza')).toBe('false');
    expect(pressed('Unsure about Pizza')).toBe('true');
    expect(screen.getByText('1 preference(s) selected')).toBeTruthy();
  });

  it('choosing Unsure takes a selection back', async () => {
    const { api } = renderOnboarding({ 'PUT /api/preferences/categories/2': () => reply.saved() });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsure about Coffee & cafés' }));
    expect(await screen.findByText('0 preference(s) selected')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/preferences/categories/2')[0]?.body).toEqual({
      preferences: [{ subtype_id: 25, rating: 'unsure' }],
    });
  });

  it('says so when the popular activities cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderOnboarding({
      'GET /api/preferences/most-liked': () => (++calls === 1 ? reply.failure(500) : reply.items([pizza])),
    });
    expect(await screen.findByText('Failed to load popular preferences. Please try again.')).toBeTruthy();
    fireEvent.click(button('Try again'));
    expect(await screen.findByRole('button', { name: 'Like Pizza' })).toBeTruthy();
    expect(screen.getByText(/change these preferences later in your profile/)).toBeTruthy();
  });
});
