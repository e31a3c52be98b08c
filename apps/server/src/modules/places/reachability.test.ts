import { describe, expect, it } from 'vitest';
import { friendsOutOfReach, peopleWhoCannotReach } from './reachability';
import type { PlacedParticipant } from './search';
import { createEstimatedTravelTimes } from './travel-estimate';

const travelTimes = createEstimatedTravelTimes();
const UPPER_WEST_SIDE = { latitude: 40.788, longitude: -73.977 };
const CHELSEA = { latitude: 40.743, longitude: -73.999 };
const IRVINE = { latitude: 33.685, longitude: -117.826 };

const person = (id: string, point: { latitude: number; longitude: number }, maxMinutes = 30): PlacedParticipant => ({
  id,
  first_name: id,
  origin: { point, modes: ['car'], maxMinutes, placeId: `place-${id}` },
});

describe('friendsOutOfReach', () => {
  it('leaves out a friend across the continent, keeps one across town', () => {
    const out = friendsOutOfReach(
      [person('leo', UPPER_WEST_SIDE), person('nora', CHELSEA), person('dana', IRVINE)],
      travelTimes,
    );
    expect(out.map((friend) => friend.id)).toEqual(['dana']);
  });

  it('judges from the caller, who comes first: the far-away caller has every friend out of reach', () => {
    const out = friendsOutOfReach(
      [person('dana', IRVINE), person('leo', UPPER_WEST_SIDE), person('nora', CHELSEA)],
      travelTimes,
    );
    expect(out.map((friend) => friend.id)).toEqual(['leo', 'nora']);
    expect(friendsOutOfReach([], travelTimes)).toEqual([]);
  });

  it('counts both limits: five minutes each cannot bridge Manhattan', () => {
    const out = friendsOutOfReach([person('leo', UPPER_WEST_SIDE, 5), person('nora', CHELSEA, 5)], travelTimes);
    expect(out.map((friend) => friend.id)).toEqual(['nora']);
  });
});

describe('peopleWhoCannotReach', () => {
  it('names those who cannot get to a home within their own limit', async () => {
    const out = await peopleWhoCannotReach(
      [person('nora', CHELSEA), person('sam', CHELSEA, 5)],
      UPPER_WEST_SIDE,
      travelTimes,
    );
    expect(out.map((friend) => friend.id)).toEqual(['sam']);
    expect(await peopleWhoCannotReach([], UPPER_WEST_SIDE, travelTimes)).toEqual([]);
  });
});
