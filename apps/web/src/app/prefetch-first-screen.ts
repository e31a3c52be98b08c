// Render as you fetch: the reads of the opened page's first screen start as soon as the session
// check answers and the page's code is in, not from the page's effects once it has rendered.
// Only for a page that opens with a session: the calendar (where the landing page sends a
// signed-in person, too). The code comes first because on HTTP/1.1's six connections a dozen
// calls would queue the page's scripts behind them.
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths';
import { meQueryOptions } from '../lib/session/get-me';

/**
 * How long the first render waits for the first screen's answers (a few hundred ms is usual,
 * even on a phone's network): a slow or failing server (whose calls are retried for seconds) then
 * gets the page with its loaders instead of the brand bar and heading alone.
 */
export const FIRST_SCREEN_DATA_WAIT_MS = 1500;

/**
 * Starts the reads and settles once they have answered (or failed, or the wait is over): main.tsx
 * renders then, so the first render draws the page with its data, once, instead of drawing its
 * loaders and then again, synchronously, for each answer (useSyncExternalStore cannot be sliced).
 */
export function prefetchFirstScreenData(
  pathname: string,
  queryClient: QueryClient,
  token: string,
  codeLoaded: Promise<void>,
): Promise<void> {
  if (pathname !== paths.calendar && pathname !== paths.home) return Promise.resolve();
  const me = queryClient.fetchQuery(meQueryOptions(token));
  const answered = Promise.all([me, import('../features/calendar/first-screen-data'), codeLoaded]).then(
    ([{ user }, { prefetchCalendarFirstScreen }]) =>
      // The guard sends an unverified person to /verify-email: the API would refuse these reads.
      user.email_verified ? prefetchCalendarFirstScreen(queryClient, user) : undefined,
  );
  const waitOver = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS));
  // A failed session check or chunk shows where the app meets it; the page then reads as before.
  return Promise.race([answered.catch(() => undefined), waitOver]);
}
