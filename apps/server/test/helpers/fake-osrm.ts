// A fake OSRM `table` service for tests: it parses the request as osrm-routed does (coordinates,
// sources, destinations, its 100-coordinate limit) and answers durations from a rule the test gives.
import { greatCircleMetres } from '../../src/modules/places/great-circle';
import type { LatLon } from '../../src/modules/places/types';
import { startFakeHttpServer, type FakeHttpServer, type FakeReply, type RecordedRequest } from './fake-http-server';

export type FakeOsrmProfile = 'driving' | 'cycling' | 'foot';

/** Seconds from one point to another by a profile, or null when there is no way. */
export type DurationRule = (profile: FakeOsrmProfile, from: LatLon, to: LatLon) => number | null;

export type TableRequest = { profile: string; sources: number; destinations: number };

export type FakeOsrm = FakeHttpServer & {
  /** The table requests it answered or refused, in order. */
  tables(): TableRequest[];
  answerWith(reply: ((request: RecordedRequest) => FakeReply) | null): void;
};

/** Straight line at a steady speed per profile: enough for tests to tell the modes apart. */
export const straightLineDurations: DurationRule = (profile, from, to) =>
  greatCircleMetres(from, to) / { driving: 10, cycling: 4, foot: 1.4 }[profile];

const tablePath = /^\/table\/v1\/([a-z]+)\/([^/]+)$/;
const maxTableSize = 100;

export async function startFakeOsrm(durations: DurationRule = straightLineDurations): Promise<FakeOsrm> {
  let override: ((request: RecordedRequest) => FakeReply) | null = null;
  const server = await startFakeHttpServer((request) => override?.(request) ?? answerTable(request, durations));
  return {
    ...server,
    tables: () =>
      server.requests.flatMap((request) => {
        const match = tablePath.exec(request.path);
        if (!match) return [];
        return [
          {
            profile: match[1]!,
            sources: indexes(request.query.get('sources')).length,
            destinations: indexes(request.query.get('destinations')).length,
          },
        ];
      }),
    answerWith: (reply) => {
      override = reply;
    },
  };
}

function answerTable(request: RecordedRequest, durations: DurationRule): FakeReply {
  const match = tablePath.exec(request.path);
  const profile = match?.[1] as FakeOsrmProfile | undefined;
  if (
    !match ||
    !profile ||
    !['driving', 'cycling', 'foot'].includes(profile) ||
    request.query.get('annotations') !== 'duration'
  ) {
    return { status: 400, json: { code: 'InvalidUrl', message: 'URL string malformed' } };
  }
  const points = decodeURIComponent(match[2]!)
    .split(';')
    .map((pair) => {
      const [longitude, latitude] = pair.split(',').map(Number);
      return { latitude: latitude!, longitude: longitude! };
    });
  if (points.some((point) => !Number.isFinite(point.latitude) || !Number.isFinite(point.longitude))) {
    return { status: 400, json: { code: 'InvalidQuery', message: 'Query string malformed' } };
  }
  if (points.length > maxTableSize)
    return { status: 400, json: { code: 'TooBig', message: 'Too many table coordinates' } };
  const sources = indexes(request.query.get('sources'));
  const destinations = indexes(request.query.get('destinations'));
  if ([...sources, ...destinations].some((index) => !(index >= 0 && index < points.length))) {
    return { status: 400, json: { code: 'InvalidOptions', message: 'Index out of range' } };
  }
  return {
    json: {
      code: 'Ok',
      durations: sources.map((source) =>
        destinations.map((destination) => durations(profile, points[source]!, points[destination]!)),
      ),
      sources: sources.map((index) => ({ location: [points[index]!.longitude, points[index]!.latitude] })),
      destinations: destinations.map((index) => ({ location: [points[index]!.longitude, points[index]!.latitude] })),
    },
  };
}

function indexes(list: string | null): number[] {
  return list ? list.split(';').map(Number) : [];
}
