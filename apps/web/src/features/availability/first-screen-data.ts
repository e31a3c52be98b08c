// The availability page's first screen's read (its list of windows), started by the entry once the
// session check has answered and the page's code is in (app/prefetch-first-screen.ts).
import type { QueryClient } from '@tanstack/react-query';
import { availabilityWindowsQueryOptions } from './api/get-availability-windows';

/** The read /availability-windows makes when it mounts; settles once it has answered or failed. */
export async function prefetchAvailabilityFirstScreen(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(availabilityWindowsQueryOptions());
}
