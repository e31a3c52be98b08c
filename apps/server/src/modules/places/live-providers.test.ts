import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOsrm, type FakeOsrm } from '../../../test/helpers/fake-osrm';
import { startFakeOverpass, type FakeOverpass } from '../../../test/helpers/fake-overpass';
import { parseConfig } from '../../config';
import { liveProvidersFromConfig, type PlacesProviders } from './live-providers';

const centre = { latitude: 40.7359, longitude: -73.9911 };

// The bundled side is i15-data's; these stand-ins only have to be told apart from the live ones.
const fallback: PlacesProviders = {
  places: {
    near: async () => [
      {
        type: 'node',
        id: 1,
        lat: centre.latitude,
        lon: centre.longitude,
        tags: { name: 'Bundled', amenity: 'restaurant' },
      },
    ],
  },
  travelTimes: {
    source: 'estimate',
    fastest: async (origins, destinations) =>
      origins.map(() => destinations.map(() => ({ minutes: 40, mode: 'public_transit' as const }))),
    reachMetres: () => 1234,
  },
};

let overpass: FakeOverpass;
let osrm: FakeOsrm;
beforeAll(async () => {
  overpass = await startFakeOverpass([
    { type: 'node', id: 7, lat: 40.736, lon: -73.991, tags: { amenity: 'restaurant', name: 'Live' } },
  ]);
  osrm = await startFakeOsrm();
});
afterAll(async () => {
  await Promise.all([overpass.close(), osrm.close()]);
});

describe('liveProvidersFromConfig', () => {
  it('keeps the bundled venues and the estimate when no URL is set', () => {
    const providers = liveProvidersFromConfig(parseConfig({}), fallback);
    expect(providers.places).toBe(fallback.places);
    expect(providers.travelTimes).toBe(fallback.travelTimes);
    expect(providers.sources).toEqual({ places: 'bundled', travelTimes: 'estimate' });
  });

  it('uses the live Overpass API and the routing service when their URLs are set', async () => {
    const providers = liveProvidersFromConfig(
      parseConfig({ OVERPASS_URL: overpass.url, ROUTING_URL: osrm.origin }),
      fallback,
    );
    expect(providers.sources).toEqual({ places: 'overpass', travelTimes: 'routing' });

    expect((await providers.places.near(centre, 500)).map((venue) => venue.tags.name)).toEqual(['Live']);
    expect(overpass.requests).toHaveLength(1);

    expect(providers.travelTimes.source).toBe('routing');
    const legs = await providers.travelTimes.fastest([{ point: centre, modes: ['car', 'public_transit'] }], [centre]);
    expect(legs).toEqual([[{ minutes: 0, mode: 'car' }]]);
    expect(osrm.tables()).toEqual([{ profile: 'driving', sources: 1, destinations: 1 }]);
    // Transit and the index radius still come from the estimate.
    expect(providers.travelTimes.reachMetres(30, ['car'])).toBe(1234);
  });
});
