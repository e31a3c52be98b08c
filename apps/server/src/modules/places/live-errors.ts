// What the live services (Overpass, OSRM) throw when they cannot answer: one class, so the
// find-locations service turns any of them into the spec's "Failed to find locations" in one place.

export type LiveService = 'places' | 'routing';

const messages: Record<LiveService, string> = {
  places: 'The places service did not answer',
  routing: 'The routing service did not answer',
};

/** Public Overpass and OSRM instances ask callers to say who they are. */
export const liveServiceUserAgent = 'Hangtime venue search';

/** A live places or routing service timed out, failed, or answered something unreadable. */
export class PlacesUnavailableError extends Error {
  override readonly name = 'PlacesUnavailableError';

  constructor(
    readonly service: LiveService,
    /** For the log only (never shown to people): what exactly went wrong. */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${messages[service]} (${detail})`, options);
  }
}

/** Why a fetch failed, in words for the log: a timeout reads as one, not as "AbortError". */
export function describeFetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  // undici says only "fetch failed"; why (ECONNREFUSED, ENOTFOUND…) is in its cause.
  if (error instanceof TypeError && error.cause instanceof Error)
    return `${error.message}: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
