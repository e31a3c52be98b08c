import type { ComponentProps } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { createQueryClient } from '../../lib/query-client';
import { meQueryOptions } from '../../lib/session/get-me';
import { schedulingScreenMessages } from '../scheduling';
import { CalendarPage } from './calendar-page';
import { prefetchCalendarFirstScreen } from './first-screen-data';
import { firstScreenApi } from './test-fixtures';

// The first draw of the whole page (grid, progress card, toolbar) on a loaded two-core machine, with
// Node 24's unit tests beside the end-to-end tests in CI: a limit, not a budget.
const FIRST_DRAW_LIMIT_MS = 15_000;

// How often the toolbar's view switch draws: the toolbar draws it each time it draws.
const viewSwitchDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components/view-switch', async (importOriginal) => {
  const original = await importOriginal<typeof import('./components/view-switch')>();
  function CountedViewSwitch(props: ComponentProps<typeof original.ViewSwitch>) {
    viewSwitchDraws.count += 1;
    return <original.ViewSwitch {...props} />;
  }
  return { ViewSwitch: CountedViewSwitch };
});

afterEach(() => window.localStorage.clear());

/** A reply the test gives when it chooses. */
function heldReply() {
  let answer: (reply: MockReply) => void = () => undefined;
  const reply = new Promise<MockReply>((resolve) => {
    answer = resolve;
  });
  return { reply: () => reply, answer };
}

describe('CalendarPage while it loads', () => {
  it('shows the toolbar only once the progress card has its data, so nothing under the card jumps', async () => {
    window.localStorage.setItem('token', 'token-1');
    const preferences = heldReply();
    mockApi({
      'GET /api/auth/me': () => ({ body: testUser }),
      'GET /api/friends': () => ({ body: { friends: [] } }),
      'GET /api/availability-windows/validation': () => ({ body: { valid_count: 0 } }),
      'GET /api/preferences': preferences.reply,
      'GET /api/calendar/events/pending-invitations': () => ({ body: { invitations: [] } }),
    });
    // Every change the page makes to the screen: the toolbar must never show beside the card's
    // placeholder (the placeholder then grows into the goals and pushes the toolbar down).
    let sawToolbarOverPlaceholder = false;
    // (Plain selectors: role queries on every change would slow the page past the test's waits.)
    const watcher = new MutationObserver(() => {
      const hasPlaceholder = document.querySelector('[aria-label="Loading your setup progress"]') !== null;
      const hasToolbar = [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Manual Event',
      );
      if (hasPlaceholder && hasToolbar) sawToolbarOverPlaceholder = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    renderWithApp(<CalendarPage />, { path: '/calendar' });

    // The progress card's own placeholder shows, and nothing under it yet.
    expect(await screen.findByRole('status', { name: 'Loading your setup progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manual Event' })).toBeNull();

    preferences.answer({ body: { preferences: [] } });
    expect(await screen.findByRole('region', { name: 'Get set up to plan' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manual Event' })).toBeTruthy(), {
      timeout: FIRST_DRAW_LIMIT_MS,
    });
    watcher.disconnect();
    expect(sawToolbarOverPlaceholder).toBe(false);
  });

  it('does not draw the toolbar again when a later answer comes, as the page re-renders for each', async () => {
    window.localStorage.setItem('token', 'token-1');
    const freeTogether = heldReply();
    mockApi(firstScreenApi(testUser, { 'POST /api/find-us-time': freeTogether.reply }));
    renderWithApp(<CalendarPage />, { path: '/calendar' });
    // The grid is drawn (the toolbar shows the week it reports); the overlay's answer is awaited.
    await screen.findByRole('heading', { level: 2, name: /\d{4}/ }, { timeout: FIRST_DRAW_LIMIT_MS });
    expect(screen.getByText(schedulingScreenMessages.overlayLoading)).toBeTruthy();
    const drawsBefore = viewSwitchDraws.count;
    expect(drawsBefore).toBeGreaterThan(0);

    // The page re-renders with the answer (the legend says so); the toolbar's props are the same.
    freeTogether.answer({ body: { success: true, time_slots: [], free_together: [] } });
    expect(await screen.findByText(schedulingScreenMessages.overlayEmpty)).toBeTruthy();
    expect(viewSwitchDraws.count).toBe(drawsBefore);
  });
});

describe('CalendarPage after the entry prefetched its first screen', () => {
  it('asks the server for none of its first reads again, once they have answered', async () => {
    window.localStorage.setItem('token', 'token-1');
    const api = mockApi(firstScreenApi(testUser));
    // The app's own client: its freshness rules decide whether the page asks again.
    const queryClient = createQueryClient();
    // As in the app: the session check has answered before a guarded page mounts.
    queryClient.setQueryData(meQueryOptions('token-1').queryKey, { user: testUser });
    await prefetchCalendarFirstScreen(queryClient, testUser);
    expect(queryClient.isFetching()).toBe(0);
    const prefetched = api.calls.map((call) => `${call.method} ${call.path}${call.search}`).sort();
    // Three week batches each of events and availability, working hours, the invitations, the
    // three counts of the progress card and the free-together overlay.
    expect(prefetched).toHaveLength(12);

    renderWithApp(<CalendarPage />, { path: '/calendar', queryClient });
    await screen.findByRole('heading', { level: 2, name: /\d{4}/ }, { timeout: FIRST_DRAW_LIMIT_MS });
    expect(await screen.findByText(schedulingScreenMessages.overlayEmpty)).toBeTruthy();
    const afterPage = api.calls.map((call) => `${call.method} ${call.path}${call.search}`);
    expect(afterPage.sort()).toEqual(prefetched);
  });
});
