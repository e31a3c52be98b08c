// Render as you fetch: the reads of the opened page's first screen start as soon as the session
// check answers and the page's code is in, not from the page's effects once it has rendered.
// Only for a page that opens with a session: the calendar (where the landing page sends a
// signed-in person, too), the friends page, the availability page and the profile. The code comes
// first because on HTTP/1.1's six connections a dozen calls would queue the page's scripts behind them.
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@hangtime/core/auth/user';
import { paths } from '../lib/paths';
import { meQueryOptions } from '../lib/session/get-me';

/**
 * How long the first render waits for the first screen's answers (a few hundred ms is usual,
 * even on a phone's network): a slow or failing server (whose calls are retried for seconds) then
 * gets the page with its loaders instead of the brand bar and heading alone.
 */
export const FIRST_SCREEN_DATA_WAIT_MS = 1500;

type FirstScreenReads = (queryClient: QueryClient, user: User, search: string) => Promise<void>;

/** Each page's first-screen reads by path, in a module of the page's feature loaded beside its code. */
const firstScreenReads: Partial<Record<string, () => Promise<FirstScreenReads>>> = {
  [paths.home]: loadCalendarReads,
  [paths.calendar]: loadCalendarReads,
  [paths.friends]: async () => {
    const { prefetchFriendsFirstScreen } = await import('../features/friends/first-screen-data');
    return (queryClient) => prefetchFriendsFirstScreen(queryClient);
  },
  [paths.availabilityWindows]: async () => {
    const { prefetchAvailabilityFirstScreen } = await import('../features/availability/first-screen-data');
    return (queryClient) => prefetchAvailabilityFirstScreen(queryClient);
  },
  [paths.profile]: async () => {
    const { prefetchProfileFirstScreen } = await import('../features/profile/first-screen-data');
    return (queryClient, _user, search) => prefetchProfileFirstScreen(queryClient, search);
  },
};

async function loadCalendarReads(): Promise<FirstScreenReads> {
  const { prefetchCalendarFirstScreen } = await import('../features/calendar/first-screen-data');
  return (queryClient, user) => prefetchCalendarFirstScreen(queryClient, user);
}

/**
 * Starts the reads and settles once they have answered (or failed, or the wait is over): main.tsx
 * renders then, so the first render draws the page with its data, once, instead of drawing its
 * loaders and then again, synchronously, for each answer (useSyncExternalStore cannot be sliced).
 */
export function prefetchFirstScreenData(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
  token: string,
  codeLoaded: Promise<void>,
): Promise<void> {
  const loadReads = firstScreenReads[location.pathname];
  if (!loadReads) return Promise.resolve();
  const me = queryClient.fetchQuery(meQueryOptions(token));
  const answered = Promise.all([me, loadReads(), codeLoaded]).then(([{ user }, prefetchReads]) =>
    // The guard sends an unverified person to /verify-email: the API would refuse these reads.
    user.email_verified ? prefetchReads(queryClient, user, location.search) : undefined,
  );
  const waitOver = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS));
  // A failed session check or chunk shows where the app meets it; the page then reads as before.
  return Promise.race([answered.catch(() => undefined), waitOver]);
}
