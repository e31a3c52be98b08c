// TravelTimes over an OSRM-compatible `table` service (behaviour.md §9, `ROUTING_URL`): one
// request per profile a search uses (more only when the venues overflow the service's table size),
// never one per venue.
import type { TravelMode } from '@hangtime/core/places/schemas';
import { osrmProfileOf, type OsrmProfile } from './osrm-profiles';
import { fetchOsrmDurations } from './osrm-table';
import { modesOrCar, withinRange } from './travel-estimate';
import type { LatLon, TravelLeg, TravelOrigin, TravelTimes } from './types';

export type OsrmTravelTimesOptions = {
  /** The service's base URL, before `/table/v1/…`. */
  url: string;
  timeoutMs: number;
  /** The estimate: it times public transit (which OSRM cannot route) and gives `reachMetres`. */
  estimate: TravelTimes;
  /** Coordinates one table request may carry: osrm-routed refuses more than 100 unless started with --max-table-size. */
  maxTableCoordinates?: number;
};

/** Requests a profile's table may have in flight at once: a search of thousands of venues must not flood the router. */
const maxParallelRequests = 4;

/** For one mode: the minutes from each of its origins to each destination (rows keyed by origin index). */
type ModeTable = Map<number, (TravelLeg | null)[]>;

export function createOsrmTravelTimes(options: OsrmTravelTimesOptions): TravelTimes {
  const maxCoordinates = options.maxTableCoordinates ?? 100;

  /** Durations from `sources` to every destination, in as few requests as the table size allows. */
  async function profileDurations(
    profile: OsrmProfile,
    sources: LatLon[],
    destinations: LatLon[],
  ): Promise<(number | null)[][]> {
    const perRequest = Math.max(1, maxCoordinates - sources.length);
    const chunks: LatLon[][] = [];
    for (let start = 0; start < destinations.length; start += perRequest)
      chunks.push(destinations.slice(start, start + perRequest));
    const answers = await mapWithConcurrency(chunks, maxParallelRequests, (chunk) =>
      fetchOsrmDurations({ baseUrl: options.url, profile, sources, destinations: chunk, timeoutMs: options.timeoutMs }),
    );
    return sources.map((_, source) => answers.flatMap((answer) => answer[source]!));
  }

  async function routedTable(profile: OsrmProfile, members: number[], origins: TravelOrigin[], destinations: LatLon[]) {
    const durations = await profileDurations(
      profile,
      members.map((origin) => origins[origin]!.point),
      destinations,
    );
    return new Map(
      members.map((origin, row) => [
        origin,
        durations[row]!.map((seconds) => (seconds === null ? null : Math.ceil(seconds / 60))),
      ]),
    );
  }

  async function transitTable(members: number[], origins: TravelOrigin[], destinations: LatLon[]): Promise<ModeTable> {
    const estimated = await options.estimate.fastest(
      members.map((origin) => ({ point: origins[origin]!.point, modes: ['public_transit'] })),
      destinations,
    );
    return new Map(members.map((origin, row) => [origin, estimated[row]!]));
  }

  return {
    source: 'routing',
    async fastest(origins, destinations) {
      const modesOf = origins.map((origin) => modesOrCar(origin.modes));
      if (destinations.length === 0) return origins.map(() => []);
      const profiles = [...originsByProfile(modesOf)];
      const transitOrigins = modesOf.flatMap((modes, origin) => (modes.includes('public_transit') ? [origin] : []));
      const [routed, transit] = await Promise.all([
        Promise.all(
          profiles.map(
            async ([profile, members]) =>
              [profile, await routedTable(profile, members, origins, destinations)] as const,
          ),
        ),
        transitOrigins.length > 0 ? transitTable(transitOrigins, origins, destinations) : (new Map() as ModeTable),
      ]);
      const minutesBy = new Map(routed);
      return modesOf.map((modes, origin) =>
        destinations.map((_, destination) => {
          let best: TravelLeg | null = null;
          // In the person's own order of modes, so a tie goes to the one they listed first.
          for (const mode of modes) {
            const profile = osrmProfileOf(mode);
            const leg = profile
              ? legOf(minutesBy.get(profile)?.get(origin)?.[destination], mode)
              : (transit.get(origin)?.[destination] ?? null);
            if (leg && (!best || leg.minutes < best.minutes)) best = leg;
          }
          return best;
        }),
      );
    },
    // The estimate's radius (its city door-to-door speeds), not the straight line at a highway's
    // top speed: a routed trip is never shorter than the straight line, but a car on a motorway can
    // beat the estimate's 30 km/h, so a venue only a highway brings within the limit may be missed.
    // A top-speed radius (90 km/h: 45 km for 30 minutes) would send every venue of a metro to
    // Overpass and the router on every search; this keeps both answers the size of the estimate's.
    reachMetres: (minutes, modes) => options.estimate.reachMetres(minutes, modes),
  };
}

/** For each OSRM profile, the origins that travel by it: an origin with car and rideshare is asked once. */
function originsByProfile(modesOf: TravelMode[][]): Map<OsrmProfile, number[]> {
  const groups = new Map<OsrmProfile, number[]>();
  modesOf.forEach((modes, origin) => {
    const profiles = new Set(modes.map(osrmProfileOf).filter((profile): profile is OsrmProfile => profile !== null));
    for (const profile of profiles) groups.set(profile, [...(groups.get(profile) ?? []), origin]);
  });
  return groups;
}

/** No route, or a trip past the estimate's range (no way to an evening out whatever the source): null. */
function legOf(minutes: number | null | undefined, mode: TravelMode): TravelLeg | null {
  return minutes === null || minutes === undefined ? null : withinRange({ minutes, mode });
}

/** `map` with at most `limit` calls pending at once; the answers in the items' order. */
async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  call: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await call(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
