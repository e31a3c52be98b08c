// One request to an OSRM-compatible `table` service: durations from some points to others, in
// seconds (null where the router found no way).
import { z } from 'zod';
import { describeFetchFailure, liveServiceUserAgent, PlacesUnavailableError } from './live-errors';
import type { OsrmProfile } from './osrm-profiles';
import type { LatLon } from './types';

export type OsrmTableRequest = {
  baseUrl: string;
  profile: OsrmProfile;
  sources: LatLon[];
  destinations: LatLon[];
  timeoutMs: number;
};

const tableAnswer = z.object({
  code: z.literal('Ok'),
  durations: z.array(z.array(z.number().nonnegative().nullable())),
});

/** Durations in seconds, `[source][destination]`, null when unreachable. */
export async function fetchOsrmDurations(request: OsrmTableRequest): Promise<(number | null)[][]> {
  const { sources, destinations } = request;
  const url = tableUrl(request);
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': liveServiceUserAgent },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (!response.ok) {
      // OSRM answers its own errors (NoTable, TooBig…) with a 400 and a JSON `code`: kept for the log.
      const code = await response.json().then(
        (error: unknown) => (error as { code?: unknown } | null)?.code,
        () => undefined,
      );
      throw new PlacesUnavailableError(
        'routing',
        `routing answered HTTP ${response.status}${typeof code === 'string' ? ` ${code}` : ''}`,
      );
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof PlacesUnavailableError) throw error;
    throw new PlacesUnavailableError('routing', describeFetchFailure(error, request.timeoutMs), { cause: error });
  }
  const answer = tableAnswer.safeParse(body);
  const durations = answer.success ? answer.data.durations : null;
  if (
    !durations ||
    durations.length !== sources.length ||
    durations.some((row) => row.length !== destinations.length)
  ) {
    throw new PlacesUnavailableError(
      'routing',
      `routing answered no ${sources.length}×${destinations.length} duration table`,
    );
  }
  return durations;
}

/** `{base}/table/v1/{profile}/{lon,lat;…}?sources=…&destinations=…&annotations=duration`: numbers only. */
function tableUrl({ baseUrl, profile, sources, destinations }: OsrmTableRequest): string {
  const points = [...sources, ...destinations].map(
    (point) => `${coordinate(point.longitude)},${coordinate(point.latitude)}`,
  );
  const sourceIndexes = sources.map((_, index) => index);
  const destinationIndexes = destinations.map((_, index) => sources.length + index);
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/table/v1/${profile}/${points.join(';')}?sources=${sourceIndexes.join(';')}&destinations=${destinationIndexes.join(';')}&annotations=duration`;
}

function coordinate(degrees: number): string {
  if (!Number.isFinite(degrees)) throw new RangeError('OSRM table: coordinates must be finite numbers');
  return degrees.toFixed(6);
}
