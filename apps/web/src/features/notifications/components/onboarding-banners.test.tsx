import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { alex } from '../../friends/test-fixtures';
import { OnboardingBanners } from './onboarding-banners';

const nothing = {
  'GET /api/availability-windows/occurrences': () => ({ body: { occurrences: [] } }),
  'GET /api/friends': () => ({ body: { friends: [] } }),
  'GET /api/preferences': () => ({ body: { preferences: [] } }),
};
const checkPaths = ['/api/availability-windows/occurrences', '/api/friends', '/api/preferences'];

function signedIn(handlers: Record<string, () => MockReply> = {}) {
  window.localStorage.setItem('token', 'token-1');
  const api = mockApi({ 'GET /api/auth/me': () => ({ body: testUser }), ...nothing, ...handlers });
  const checkCalls = () => api.calls.filter((call) => checkPaths.includes(call.path));
  return { api, checkCalls };
}

/** Lets pending answers and renders through without moving the clock past the check's delay. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Pages the one reminder card (from its first reminder) until it shows `title`. */
function showReminder(title: string) {
  const pagerButton = (name: string) => screen.queryByRole<HTMLButtonElement>('button', { name });
  while (pagerButton('Previous reminder')?.disabled === false) fireEvent.click(pagerButton('Previous reminder')!);
  for (let step = 0; step < 3 && screen.queryByText(title) === null; step += 1)
    fireEvent.click(pagerButton('Next reminder')!);
  expect(screen.getByText(title)).toBeTruthy();
}

/** Moves the fake clock on, then lets the answers it set off arrive. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

describe('OnboardingBanners', () => {
  it('checks one second after sign-in and shows a reminder for each thing missing, one at a time', async () => {
    vi.useFakeTimers();
    const { checkCalls } = signedIn();
    renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(999);
    expect(checkCalls()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Setup reminders' })).toBeNull();

    await advance(1);
    expect(
      checkCalls()
        .map((call) => call.path)
        .sort(),
    ).toEqual([...checkPaths].sort());
    const region = screen.getByRole('region', { name: 'Setup reminders' });
    // One calm card, whatever the screen's width: the calendar's progress card says the same.
    expect(within(region).getAllByRole('status')).toHaveLength(1);
    expect(within(region).getByText('1 of 3')).toBeTruthy();
    expect(within(region).getByText('No Availability Windows')).toBeTruthy();
    expect(within(region).getByText(/^You haven't set any availability yet!/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Set Availability' }).getAttribute('href')).toBe(
      '/availability-windows',
    );
    showReminder('No Friends Yet');
    expect(within(region).getByText(/^Looks like you don't have any contacts yet!/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Add Friends' }).getAttribute('href')).toBe('/friends');
    showReminder('No Activity Preferences');
    expect(within(region).getByText(/^You haven't set any activity preferences yet!/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Set Preferences' }).getAttribute('href')).toBe('/profile');
  });

  it('asks for occurrences in the 14 days from today', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-03T12:00:00.000Z') });
    const { api } = signedIn();
    renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    const [call] = api.callsTo('GET', '/api/availability-windows/occurrences');
    expect(call).toBeDefined();
    const search = new URL(
      String(vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('occurrences'))?.[0]),
      'http://localhost',
    ).searchParams;
    expect([search.get('start_date'), search.get('end_date')]).toEqual(['2025-03-03', '2025-03-16']);
  });

  it('shows nothing for a check whose call fails, nor for what is in place', async () => {
    vi.useFakeTimers();
    signedIn({
      'GET /api/friends': () => ({ status: 500, body: { error: 'Internal error' } }),
      'GET /api/preferences': () => ({
        body: {
          preferences: [{ id: 1, name: 'Sushi', category_id: 1, category_name: 'Restaurants', rating: 'dislike' }],
        },
      }),
    });
    renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    const region = screen.getByRole('region', { name: 'Setup reminders' });
    expect(
      within(region)
        .getAllByRole('status')
        .map((banner) => banner.textContent),
    ).toEqual([expect.stringContaining('No Availability Windows')]);
  });

  it('takes a dismissed banner away for the rest of the session, even after a remount', async () => {
    vi.useFakeTimers();
    const { checkCalls } = signedIn();
    const view = renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    showReminder('No Friends Yet');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss No Friends Yet' }));
    await settle();
    expect(screen.queryByText('No Friends Yet')).toBeNull();
    showReminder('No Availability Windows');

    // A screen without the reminders (onboarding has no bar) and back: no second check, and the
    // dismissed banner stays away.
    await act(() => view.router.navigate('/elsewhere'));
    await advance(2000);
    expect(screen.queryByText('No Availability Windows')).toBeNull();
    await act(() => view.router.navigate('/'));
    await advance(5000);
    expect(checkCalls()).toHaveLength(3);
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.getByText('No Availability Windows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next reminder' }));
    expect(screen.getByText('No Activity Preferences')).toBeTruthy();
  });

  it('keeps a dismissed banner away after a reload, for that person only', async () => {
    vi.useFakeTimers();
    signedIn();
    const first = renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    showReminder('No Friends Yet');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss No Friends Yet' }));
    await settle();
    first.unmount();

    // A reload: a new cache, the checks run again and still find no friends.
    renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.getByText('No Availability Windows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next reminder' }));
    expect(screen.getByText('No Activity Preferences')).toBeTruthy();
    expect(window.localStorage.getItem(`hangtime.setup-reminders.${testUser.id}`)).toContain('onboarding_friends');
    expect(window.localStorage.getItem('hangtime.setup-reminders.someone-else')).toBeNull();
  });

  it('takes a banner away as soon as a saved change meets its condition', async () => {
    vi.useFakeTimers();
    let friends: unknown[] = [];
    const { checkCalls } = signedIn({ 'GET /api/friends': () => ({ body: { friends } }) });
    const view = renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    showReminder('No Friends Yet');

    // A friend request accepted somewhere in the app: any saved change sets off a new check.
    friends = [alex];
    await act(() =>
      view.queryClient
        .getMutationCache()
        .build(view.queryClient, {
          mutationFn: () => Promise.resolve('accepted'),
        })
        .execute(undefined),
    );
    await settle();
    expect(checkCalls()).toHaveLength(6);
    expect(screen.queryByText('No Friends Yet')).toBeNull();
    expect(screen.getByText(/ of 2$/)).toBeTruthy();
    showReminder('No Availability Windows');
  });

  it('shows one reminder at a time, with "1 of N" and next and previous', async () => {
    vi.useFakeTimers();
    signedIn();
    renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    const region = screen.getByRole('region', { name: 'Setup reminders' });
    expect(within(region).getAllByRole('status')).toHaveLength(1);
    expect(within(region).getByText('1 of 3')).toBeTruthy();
    expect(within(region).getByText('No Availability Windows')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Next reminder' }));
    expect(within(region).getByText('2 of 3')).toBeTruthy();
    expect(within(region).getByText('No Friends Yet')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss No Friends Yet' }));
    await settle();
    expect(within(region).getByText('2 of 2')).toBeTruthy();
    expect(within(region).getByText('No Activity Preferences')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Previous reminder' }));
    expect(within(region).getByText('1 of 2')).toBeTruthy();
  });

  it('hides while a modal dialog is open', async () => {
    vi.useFakeTimers();
    signedIn();
    renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    expect(screen.getByRole('region', { name: 'Setup reminders' })).toBeTruthy();
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await settle();
    expect(screen.queryByRole('region', { name: 'Setup reminders' })).toBeNull();
    dialog.remove();
    await settle();
    expect(screen.getByRole('region', { name: 'Setup reminders' })).toBeTruthy();
  });

  it('puts a banner away when its action is taken', async () => {
    vi.useFakeTimers();
    signedIn();
    renderWithApp(<OnboardingBanners />);
    await settle();
    await advance(1000);
    showReminder('No Friends Yet');
    fireEvent.click(screen.getByRole('link', { name: 'Add Friends' }));
    await settle();
    expect(screen.queryByText('No Friends Yet')).toBeNull();
  });

  it('does nothing for a visitor', async () => {
    vi.useFakeTimers();
    const api = mockApi(nothing);
    renderWithApp(<OnboardingBanners />);
    await advance(5000);
    expect(api.calls).toHaveLength(0);
  });
});
