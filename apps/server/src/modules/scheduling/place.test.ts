import { describe, expect, it } from 'vitest';
import { PlacesUnavailableError } from '../places';
import {
  createVenuePlace,
  eventLocationOf,
  PLACE_TO_BE_DECIDED,
  type ChooseFallbackPlace,
  type HangoutPlace,
  type PlaceRequest,
  type VenueChooser,
} from './place';

const request: PlaceRequest = {
  callerId: 'caller',
  inviteeIds: ['friend'],
  subcategoryId: 8,
  start: new Date('2026-12-01T23:00:00Z'),
  end: new Date('2026-12-02T01:00:00Z'),
};

/** The fallback as createDefaultLocationPlace answers for a caller happy to host at home. */
const home: ChooseFallbackPlace = async (_request, reason) => ({
  kind: 'host',
  reason,
  name: 'Home',
  address: '1 Main St',
  latitude: 40.7,
  longitude: -74,
});

const answering = (choice: Awaited<ReturnType<VenueChooser['chooseVenue']>>): Pick<VenueChooser, 'chooseVenue'> => ({
  chooseVenue: async () => choice,
});
const failing = (error: Error): Pick<VenueChooser, 'chooseVenue'> => ({
  chooseVenue: async () => {
    throw error;
  },
});
const thaiVilla = { name: 'Thai Villa', address: null, latitude: 40.73, longitude: -73.99 };

describe('createVenuePlace', () => {
  it('takes the venue the search found, as a venue', async () => {
    const place = await createVenuePlace(answering({ venue: thaiVilla }), home)(request);
    expect(place).toEqual({ kind: 'venue', ...thaiVilla });
  });

  it.each(['no_venue_fits', 'not_a_venue'] as const)(
    'falls back, saying why, when the search answers %s',
    async (reason) => {
      const place = await createVenuePlace(answering({ venue: null, reason }), home)(request);
      expect(place).toMatchObject({ kind: 'host', name: 'Home', reason });
    },
  );

  it('falls back without asking for a venue when no activity suits everyone', async () => {
    const place = await createVenuePlace(failing(new Error('not asked')), home)({ ...request, subcategoryId: null });
    expect(place).toMatchObject({ kind: 'host', reason: 'no_activity' });
  });

  it('falls back when a live places service is down', async () => {
    const down = failing(new PlacesUnavailableError('routing', 'no answer within 5000 ms'));
    expect(await createVenuePlace(down, home)(request)).toMatchObject({ kind: 'host', reason: 'search_unavailable' });
  });

  it('lets any other failure through', async () => {
    await expect(createVenuePlace(failing(new Error('bug')), home)(request)).rejects.toThrow('bug');
  });
});

describe('eventLocationOf', () => {
  it('gives an undecided place no address or coordinates', () => {
    expect(eventLocationOf({ kind: 'undecided', reason: 'no_venue_fits', hasDefaultLocation: true })).toEqual({
      location: PLACE_TO_BE_DECIDED,
      location_address: null,
      latitude: null,
      longitude: null,
    });
  });

  it('gives a hosted place its name and address', () => {
    const place: HangoutPlace = {
      kind: 'host',
      reason: 'no_venue_fits',
      name: 'Home',
      address: '1 Main St',
      latitude: 1,
      longitude: 2,
    };
    expect(eventLocationOf(place)).toEqual({
      location: 'Home',
      location_address: '1 Main St',
      latitude: 1,
      longitude: 2,
    });
  });
});
