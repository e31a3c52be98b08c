import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../../test/mock-api';
import { LocationProbe, renderWithApp } from '../../../test/render';
import { HANGTIME_NOW_MIN_LOADING_MS } from '../logic/minimum-duration';
import { activityCategories, findUsTimeAnswer, makeHangout, makeSlot, onboardingHandlers } from '../test-fixtures';
import { AssistedFlow } from '../../assisted-flow';
import { HangtimeActions } from './hangtime-actions';

type Handlers = Parameters<typeof mockApi>[0];
const AUTOMATED = 'POST /api/events/automated-hangtime';
const explanation = 'Ana and Ben are free with you then. Pizza: liked by all of you.';

function renderActions(handlers: Handlers) {
  window.localStorage.setItem('token', 'test-token');
  const onViewEvent = vi.fn();
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: { user: testUser } }),
    'GET /api/preferences/categories': () => ({ body: { categories: activityCategories } }),
    ...onboardingHandlers(3, 1, 10),
    ...handlers,
  });
  const { queryClient } = renderWithApp(<HangtimeActions onViewEvent={onViewEvent} AssistedFlow={AssistedFlow} />);
  return { api, onViewEvent, queryClient };
}

const nowButton = () => screen.getByRole('button', { name: /Hangtime Now!/ });

async function waitUntilUsable(button: () => HTMLElement = nowButton) {
  await waitFor(() => expect(button().hasAttribute('aria-disabled')).toBe(false));
}

/**
 * Presses Hangtime Now! and moves a fake clock past the loading state's minimum second. The clock
 * then keeps running with real time, so what the result modal loads next still arrives.
 */
async function pressHangtimeNow() {
  await waitUntilUsable();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  fireEvent.click(nowButton());
  await act(() => vi.advanceTimersByTimeAsync(HANGTIME_NOW_MIN_LOADING_MS));
}

const hangoutReply = (overrides = {}): MockReply => ({
  body: { success: true, data: { success: true, event: makeHangout(overrides), explanation } },
});

describe('HangtimeActions from Start Planning Events (/calendar?plan=hangtime)', () => {
  function renderAt(url: string, handlers: Handlers) {
    window.localStorage.setItem('token', 'test-token');
    mockApi({
      'GET /api/auth/me': () => ({ body: { user: testUser } }),
      'GET /api/preferences/categories': () => ({ body: { categories: activityCategories } }),
      'POST /api/find-us-time': () => ({ body: findUsTimeAnswer([makeSlot()]) }),
      ...onboardingHandlers(3, 1, 10),
      ...handlers,
    });
    renderWithApp(
      <>
        <HangtimeActions onViewEvent={vi.fn()} AssistedFlow={AssistedFlow} />
        <LocationProbe />
      </>,
      { path: '/calendar', initialEntries: [url] },
    );
  }

  it('opens the assisted flow once the goals are met, and takes the parameter out of the address', async () => {
    renderAt('/calendar?plan=hangtime', {});
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Hangtime' })).toBeTruthy();
    expect(screen.getByTestId('location').firstChild?.textContent).toBe('/calendar');
    expect(window.location.search).not.toContain('plan');
  });

  it('only drops the parameter while a goal is missing', async () => {
    renderAt('/calendar?plan=hangtime', onboardingHandlers(2, 1, 10));
    await waitFor(() => expect(screen.getByText('Add 1 more friend to use Hangtime')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toContain('plan'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HangtimeActions: waiting for the onboarding goals', () => {
  it.each([
    [[2, 1, 10], 'Add 1 more friend to use Hangtime Now!'],
    [[3, 0, 10], 'Set an availability window for the next two weeks to use Hangtime Now!'],
    [[3, 1, 7], 'Rate 3 more activities to use Hangtime Now!'],
  ] as const)('with %o, says "%s" and does nothing when pressed', async ([friends, windows, rated], reason) => {
    const { api } = renderActions({
      ...onboardingHandlers(friends, windows, rated),
      [AUTOMATED]: () => hangoutReply(),
    });
    await waitFor(() => expect(screen.getByText(reason)).toBeTruthy());
    const button = nowButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/events/automated-hangtime')).toHaveLength(0);
  });

  it('shows the reason as a tooltip when the button gets the keyboard focus', async () => {
    renderActions(onboardingHandlers(1, 1, 10));
    await waitFor(() => expect(nowButton().getAttribute('aria-describedby')).toBeTruthy());
    act(() => nowButton().focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Add 2 more friends to use Hangtime Now!');
  });

  it('waits while the goals are read', () => {
    renderActions({ 'GET /api/friends': () => new Promise<MockReply>(() => undefined) });
    expect(nowButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hangtime' }).getAttribute('aria-disabled')).toBe('true');
    // One reason for each of the two buttons.
    expect(screen.getAllByText('Checking your setup…')).toHaveLength(2);
  });

  it('holds "Hangtime" by the same goals, in its own words', async () => {
    renderActions(onboardingHandlers(3, 1, 2));
    await waitFor(() => expect(screen.getByText('Rate 8 more activities to use Hangtime')).toBeTruthy());
    const assisted = screen.getByRole('button', { name: 'Hangtime' });
    expect(assisted.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(assisted);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the assisted flow from "Hangtime" once the goals are met, and closing it starts afresh', async () => {
    const { api } = renderActions({
      'POST /api/find-us-time': () => ({ body: findUsTimeAnswer([makeSlot()]) }),
    });
    const assisted = () => screen.getByRole('button', { name: 'Hangtime' });
    await waitUntilUsable(assisted);
    fireEvent.click(assisted());
    // The flow's own chunk arrives after the button is pressed: its first step says when it has.
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    const flow = screen.getByRole('dialog', { name: 'Hangtime' });
    fireEvent.click(await within(flow).findByRole('radio'));
    fireEvent.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(await within(flow).findByText('Step 2 of 4')).toBeTruthy();
    fireEvent.click(within(flow).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(assisted());
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(screen.queryByText('Step 2 of 4')).toBeNull();
    expect(api.callsTo('POST', '/api/find-us-time').length).toBeGreaterThanOrEqual(1);
  });
});

describe('HangtimeActions: Hangtime Now!', () => {
  it('shows the loading state for at least a second, however quick the answer', async () => {
    renderActions({ [AUTOMATED]: () => hangoutReply() });
    await waitUntilUsable();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(nowButton());
    const loading = screen.getByRole('dialog', { name: 'Hangtime Now!' });
    expect(within(loading).getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByText('Finding a time that works for everyone…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(HANGTIME_NOW_MIN_LOADING_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Hangtime Now!' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Event Created Successfully!' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Event Created Successfully!' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Hangtime Now!' })).toBeNull();
  });

  it('shows what was made: when, with whom, what, where, why, the calendar links and the way to the event', async () => {
    const { api, onViewEvent } = renderActions({ [AUTOMATED]: () => hangoutReply() });
    await pressHangtimeNow();
    const dialog = screen.getByRole('dialog', { name: 'Event Created Successfully!' });
    expect(within(dialog).getByText('Hangtime: Luigi’s')).toBeTruthy();
    // 12:15Z is 8:15 in New York, the profile's zone (the tests run in Kathmandu, where it is 18:00).
    expect(within(dialog).getByText('Wed, Jun 12, 2030 · 8:15 AM – 10:15 AM')).toBeTruthy();
    expect(within(dialog).getByText('Ana Diaz, Ben Ode')).toBeTruthy();
    expect(await within(dialog).findByText('Restaurants · Pizza')).toBeTruthy();
    expect(within(dialog).getByText('Luigi’s, 1 Main St')).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: 'Why this plan' })).getByText(explanation)).toBeTruthy();
    const calendarLinks = within(dialog).getByRole('group', { name: 'Add to calendar' });
    expect(within(calendarLinks).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain(
      'dates=20300612T121500Z%2F20300612T141500Z',
    );
    expect(within(calendarLinks).getByRole('link', { name: 'Outlook' })).toBeTruthy();
    expect(within(calendarLinks).getByRole('button', { name: 'Download iCal file' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'View Event Details' }));
    expect(onViewEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'ev-hang' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Event Created Successfully!' })).toBeNull());
    const [call] = api.callsTo('POST', '/api/events/automated-hangtime');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
  });

  it('refreshes the calendar once the hangout is made, so it shows there', async () => {
    const { queryClient } = renderActions({ [AUTOMATED]: () => hangoutReply() });
    const weekOfEvents = ['events', 'calendar-batch', 'Asia/Kathmandu', '2030-06-10'];
    queryClient.setQueryData(weekOfEvents, []);
    await pressHangtimeNow();
    expect(screen.getByRole('dialog', { name: 'Event Created Successfully!' })).toBeTruthy();
    expect(queryClient.getQueryState(weekOfEvents)?.isInvalidated).toBe(true);
  });

  it('sends a fresh Idempotency-Key with each press, and Close puts the result away', async () => {
    const { api } = renderActions({ [AUTOMATED]: () => hangoutReply() });
    await pressHangtimeNow();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Event Created Successfully!' })).getAllByRole('button', {
        name: 'Close',
      })[1]!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pressHangtimeNow();
    const keys = api
      .callsTo('POST', '/api/events/automated-hangtime')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it.each([
    [
      'the server finds no time',
      {
        status: 422,
        body: { success: false, error: 'No suitable time found for you and your friends', code: 'NO_SUITABLE_TIME' },
      },
      'No suitable time found for you and your friends',
    ],
    [
      'the server fails',
      { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } },
      'Failed to create automated event',
    ],
    ['no answer comes', 'network-error', 'Automated Hangtime failed'],
  ] as const)('says why when %s', async (_case, reply, text) => {
    renderActions({ [AUTOMATED]: () => reply });
    await pressHangtimeNow();
    const dialog = screen.getByRole('dialog', { name: 'Hangtime Now! Error' });
    expect(within(dialog).getByRole('alert').textContent).toBe(text);
    expect(screen.queryByRole('dialog', { name: 'Event Created Successfully!' })).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hangtime Now! Error' })).toBeNull());
  });

  it('says why no time suits in words, and links to where it can be fixed', async () => {
    const reason =
      'Your free time doesn’t meet any friend’s in the next two weeks. The nearest: Leo is free Tue, Dec 1, 3–7 PM their time, which is Tue, Dec 1, 11 PM – 3 AM for you.';
    renderActions({
      [AUTOMATED]: () => ({
        status: 422,
        body: {
          success: false,
          error: 'No suitable time found for you and your friends',
          code: 'NO_SUITABLE_TIME',
          reason,
          fix: 'availability',
        },
      }),
    });
    await pressHangtimeNow();
    const dialog = screen.getByRole('dialog', { name: 'Hangtime Now! Error' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `No suitable time found for you and your friends${reason}`,
    );
    const link = within(dialog).getByRole('link', { name: 'Review your availability' });
    expect(link.getAttribute('href')).toBe('/availability-windows');
    fireEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hangtime Now! Error' })).toBeNull());
  });

  it('sends a person without friends to the friends screen', async () => {
    renderActions({
      [AUTOMATED]: () => ({
        status: 422,
        body: {
          success: false,
          error: 'No suitable time found for you and your friends',
          code: 'NO_SUITABLE_TIME',
          reason: 'You haven’t added any friends yet. Invite friends to plan with them.',
          fix: 'friends',
        },
      }),
    });
    await pressHangtimeNow();
    const dialog = screen.getByRole('dialog', { name: 'Hangtime Now! Error' });
    expect(within(dialog).getByRole('link', { name: 'Find friends' }).getAttribute('href')).toBe('/friends');
  });

  it('shows names, titles and the explanation as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    renderActions({
      [AUTOMATED]: () => ({
        body: {
          success: true,
          data: { success: true, event: makeHangout({ title: payload, location: payload }), explanation: payload },
        },
      }),
    });
    await pressHangtimeNow();
    const dialog = screen.getByRole('dialog', { name: 'Event Created Successfully!' });
    expect(within(dialog).getAllByText(payload).length).toBeGreaterThanOrEqual(2);
    expect(dialog.querySelector('img')).toBeNull();
  });
});
