import { describe, expect, it } from 'vitest';
import { PlacesUnavailableError } from '../places';
import { createVenuePlace, type ChoosePlace, type PlaceRequest, type VenueChooser } from './place';

const request: PlaceRequest = {
  callerId: 'caller',
  inviteeIds: ['friend'],
  subcategoryId: 8,
  start: new Date('2026-12-01T23:00:00Z'),
  end: new Date('2026-12-02T01:00:00Z'),
};

const home: ChoosePlace = async () => ({
  name: 'Home',
  address: '1 Main St',
  latitude: 40.7,
  longitude: -74,
  isVenue: false,
});

const answering = (venue: Awaited<ReturnType<VenueChooser['chooseVenue']>>): VenueChooser => ({
  chooseVenue: async () => venue,
});
const failing = (error: Error): VenueChooser => ({
  chooseVenue: async () => {
    throw error;
  },
});

describe('createVenuePlace', () => {
  it('takes the venue the search found, as a venue', async () => {
    const place = await createVenuePlace(
      answering({ name: 'Thai Villa', address: null, latitude: 40.73, longitude: -73.99 }),
      home,
    )(request);
    expect(place).toEqual({ name: 'Thai Villa', address: null, latitude: 40.73, longitude: -73.99, isVenue: true });
  });

  it('falls back to the caller’s place when no venue fits', async () => {
    expect(await createVenuePlace(answering(null), home)(request)).toMatchObject({ name: 'Home', isVenue: false });
  });

  it('falls back to the caller’s place when a live places service is down', async () => {
    const down = failing(new PlacesUnavailableError('routing', 'no answer within 5000 ms'));
    expect(await createVenuePlace(down, home)(request)).toMatchObject({ name: 'Home', isVenue: false });
  });

  it('lets any other failure through', async () => {
    await expect(createVenuePlace(failing(new Error('bug')), home)(request)).rejects.toThrow('bug');
  });
});
