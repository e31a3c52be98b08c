import { describe, expect, it } from 'vitest';
import { bundledVenueReading } from './bundled-reading';
import { greatCircleMetres } from './great-circle';
import { legsOf, searchFairVenues, type PlacedParticipant, type SearchEngine } from './search';
import { createEstimatedTravelTimes, estimateMinutes } from './travel-estimate';
import type { OsmElement } from './types';

// A few real-looking venues around Union Square; the provider answers by distance, as the index does.
const venue = (id: number, lat: number, lon: number, tags: Record<string, string> = {}): OsmElement => ({
  type: 'node',
  id,
  lat,
  lon,
  tags: { amenity: 'restaurant', name: `Venue ${id}`, ...tags },
});

function engineWith(venues: OsmElement[], calls: number[] = []): SearchEngine {
  return {
    places: {
      near: async (centre, radius) => {
        calls.push(radius);
        return venues.filter(
          (candidate) => greatCircleMetres(centre, { latitude: candidate.lat, longitude: candidate.lon }) <= radius,
        );
      },
    },
    travelTimes: createEstimatedTravelTimes(),
    reading: bundledVenueReading,
  };
}

const person = (id: string, latitude: number, longitude: number, maxMinutes = 30): PlacedParticipant => ({
  id,
  first_name: id,
  origin: { point: { latitude, longitude }, modes: ['walking'], maxMinutes, placeId: `place-${id}` },
});

// Wednesday 3 March 2027, 18:00–20:00 in New York.
const slot = { start: new Date('2027-03-03T23:00:00Z'), end: new Date('2027-03-04T01:00:00Z') };
const everything = () => true;

describe('searchFairVenues', () => {
  const ana = person('ana', 40.7359, -73.9911);
  const ben = person('ben', 40.7306, -73.9866);

  it('ranks by the worst walk, and drops a venue beyond one person’s limit', async () => {
    const between = venue(1, 40.7333, -73.9889);
    const nearAna = venue(2, 40.7359, -73.9905);
    const farFromBen = venue(3, 40.748, -73.995); // about 2 km from Ben: more than 30 minutes on foot
    const found = await searchFairVenues(engineWith([farFromBen, nearAna, between]), {
      participants: [ana, ben],
      slot,
      accepts: everything,
      limit: 10,
    });
    expect(found.map((entry) => entry.id)).toEqual(['node/1', 'node/2']);
    const point = { latitude: between.lat, longitude: between.lon };
    expect(legsOf(found[0]!)).toEqual([
      {
        user_id: 'ana',
        first_name: 'ana',
        minutes: estimateMinutes(ana.origin.point, point, 'walking'),
        mode: 'walking',
      },
      {
        user_id: 'ben',
        first_name: 'ben',
        minutes: estimateMinutes(ben.origin.point, point, 'walking'),
        mode: 'walking',
      },
    ]);
  });

  it('counts a coarse origin’s minutes rounded up to 5 for the limit, the order and the trips, and the caller’s exact', async () => {
    const coarseBen: PlacedParticipant = { ...ben, origin: { ...ben.origin, maxMinutes: 29, isCoarse: true } };
    const near = venue(1, 40.7333, -73.9818); // Ana 14 minutes, Ben 8: shown 10
    const further = venue(2, 40.7333, -73.9798); // Ana 16, Ben 11: shown 15
    const atBensLimit = venue(3, 40.7444, -73.9983); // Ana 18, Ben 29 (his limit): 30 rounded, beyond it
    const found = await searchFairVenues(engineWith([atBensLimit, further, near]), {
      participants: [ana, coarseBen],
      slot,
      accepts: everything,
      limit: 10,
    });
    expect(found.map((entry) => entry.id)).toEqual(['node/1', 'node/2']);
    expect(found.map((entry) => legsOf(entry).map((trip) => trip.minutes))).toEqual([
      [14, 10],
      [16, 15],
    ]);
    expect(found.map((entry) => [entry.worstMinutes, entry.totalMinutes])).toEqual([
      [14, 24],
      [16, 31],
    ]);
  });

  it('skips a venue closed at the slot and takes the next fairest', async () => {
    const closedWednesdays = venue(1, 40.7333, -73.9889, { opening_hours: 'Th-Su 17:00-23:00' });
    const open = venue(2, 40.7359, -73.9905, { opening_hours: 'Mo-Su 11:00-23:00' });
    const unknownHours = venue(3, 40.732, -73.987);
    const found = await searchFairVenues(engineWith([closedWednesdays, open, unknownHours]), {
      participants: [ana, ben],
      slot,
      accepts: everything,
      limit: 10,
    });
    expect(found.map((entry) => entry.id).sort()).toEqual(['node/2', 'node/3']);
  });

  it('keeps only the venues the request accepts, and at most `limit`', async () => {
    const venues = [
      venue(1, 40.7333, -73.9889, { cuisine: 'thai' }),
      venue(2, 40.7335, -73.989, { cuisine: 'pizza' }),
      venue(3, 40.7331, -73.9887, { cuisine: 'thai;sushi' }),
    ];
    const thai = (candidate: OsmElement) => (candidate.tags.cuisine ?? '').includes('thai');
    const found = await searchFairVenues(engineWith(venues), {
      participants: [ana, ben],
      slot,
      accepts: thai,
      limit: 1,
    });
    expect(found).toHaveLength(1);
    expect(['node/1', 'node/3']).toContain(found[0]!.id);
  });

  it('asks the index for a radius that still holds every venue within everyone’s limit', async () => {
    const calls: number[] = [];
    const farAway = person('cleo', 40.7, -73.95, 90);
    await searchFairVenues(engineWith([], calls), {
      participants: [ana, ben, farAway],
      slot,
      accepts: everything,
      limit: 10,
    });
    // Ana's reach (30 minutes on foot) from the centre bounds the search: well under the city, never zero.
    const anaReach = createEstimatedTravelTimes().reachMetres(30, ['walking']);
    expect(calls[0]).toBeGreaterThan(anaReach);
    expect(calls[0]).toBeLessThan(anaReach + 5_000);
  });

  it('with a shared limit, keeps every venue whose worst trip is within it, past someone’s own limit', async () => {
    const strict = person('ana', 40.7359, -73.9911, 10);
    const lenient = person('ben', 40.7306, -73.9866, 60);
    const between = venue(1, 40.7333, -73.9889); // about 5 minutes' walk from each
    const nearBen = venue(2, 40.729, -73.985); // about 12 minutes from Ana: past her 10, within 20
    const farFromAna = venue(3, 40.748, -73.995); // about 20 minutes' walk from Ana and 25 from Ben
    const engine = engineWith([farFromAna, nearBen, between]);
    const own = await searchFairVenues(engine, {
      participants: [strict, lenient],
      slot,
      accepts: everything,
      limit: 10,
    });
    expect(own.map((entry) => entry.id)).toEqual(['node/1']);
    const shared = await searchFairVenues(engine, {
      participants: [strict, lenient],
      slot,
      accepts: everything,
      limit: 10,
      sharedLimitMinutes: 20,
    });
    expect(shared.map((entry) => [entry.id, entry.isWithinLimits])).toEqual([
      ['node/1', true],
      ['node/2', false],
    ]);
    expect(Math.max(...shared.map((entry) => entry.worstMinutes))).toBeLessThanOrEqual(20);
  });

  it('finds nothing without a placed participant', async () => {
    expect(
      await searchFairVenues(engineWith([venue(1, 40.7333, -73.9889)]), {
        participants: [],
        slot,
        accepts: everything,
        limit: 10,
      }),
    ).toEqual([]);
  });
});
