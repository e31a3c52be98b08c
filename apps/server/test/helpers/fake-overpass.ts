// A fake Overpass API for tests: it reads the `around` filter and the amenity pattern out of the
// Overpass QL it is sent, as the real one does, and answers its JSON with the matching venues.
import { greatCircleMetres } from '../../src/modules/places/great-circle';
import { startFakeHttpServer, type FakeHttpServer, type FakeReply, type RecordedRequest } from './fake-http-server';

/** A venue as Overpass answers it: nodes carry lat/lon, ways and relations (with `out center`) a centre. */
export type RawOverpassElement =
  | { type: 'node'; id: number; lat: number; lon: number; tags: Record<string, string> }
  | { type: 'way' | 'relation'; id: number; center: { lat: number; lon: number }; tags: Record<string, string> };

export type FakeOverpass = FakeHttpServer & {
  /** The interpreter URL to set as OVERPASS_URL. */
  url: string;
  /** The Overpass QL of each request, decoded from its `data` form field. */
  queries(): string[];
  /** Replace how it answers (by default: the venues inside the query's circle). */
  answerWith(reply: ((request: RecordedRequest) => FakeReply) | null): void;
};

export async function startFakeOverpass(venues: RawOverpassElement[]): Promise<FakeOverpass> {
  let override: ((request: RecordedRequest) => FakeReply) | null = null;
  const server = await startFakeHttpServer((request) => override?.(request) ?? answerQuery(request, venues));
  return {
    ...server,
    url: `${server.origin}/api/interpreter`,
    queries: () => server.requests.map((request) => new URLSearchParams(request.body).get('data') ?? ''),
    answerWith: (reply) => {
      override = reply;
    },
  };
}

const aroundFilter = /nwr\(around:(\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\)\[amenity~"([^"]+)"\]/;

function answerQuery(request: RecordedRequest, venues: RawOverpassElement[]): FakeReply {
  const query = new URLSearchParams(request.body).get('data');
  const filter = request.method === 'POST' && query ? aroundFilter.exec(query) : null;
  if (!filter) return { status: 400, text: '<p>Error: line 1: parse error</p>' };
  const [, radius, latitude, longitude, amenities] = filter;
  const centre = { latitude: Number(latitude), longitude: Number(longitude) };
  const amenity = new RegExp(amenities!);
  const elements = venues.filter((venue) => {
    const point = venue.type === 'node' ? venue : venue.center;
    return (
      greatCircleMetres(centre, { latitude: point.lat, longitude: point.lon }) <= Number(radius) &&
      amenity.test(venue.tags.amenity ?? '') &&
      (!query!.includes('[name]') || venue.tags.name !== undefined)
    );
  });
  return { json: { version: 0.6, generator: 'fake Overpass', osm3s: { copyright: 'fake' }, elements } };
}
