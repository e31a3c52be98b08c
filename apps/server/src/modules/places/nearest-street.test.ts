import { describe, expect, it } from 'vitest';
import { nearestStreetLine } from './nearest-street';
import type { OsmElement, PlacesProvider } from './types';

const venue: OsmElement = { type: 'node', id: 1, lat: 40.7336, lon: -74.0027, tags: { name: 'Frank’s Trattoria' } };
const element = (id: number, lat: number, lon: number, tags: Record<string, string>): OsmElement => ({
  type: 'node',
  id,
  lat,
  lon,
  tags,
});
const provider = (elements: OsmElement[]): PlacesProvider => ({ near: async () => elements });

describe('nearestStreetLine', () => {
  it('names the street (and city) of the nearest venue that has one', async () => {
    const line = await nearestStreetLine(
      provider([
        element(2, 40.7345, -74.0027, { 'addr:street': 'Bleecker Street' }), // ~100 m
        element(3, 40.7338, -74.0027, { 'addr:street': 'West 4th Street', 'addr:city': 'New York' }), // ~22 m
        element(4, 40.7337, -74.0027, { name: 'No street here' }),
      ]),
      venue,
    );
    expect(line).toBe('near West 4th Street, New York');
  });

  it('skips the venue itself and streets beyond 250 m', async () => {
    const itself = { ...venue, tags: { ...venue.tags, 'addr:street': 'Its Own Street' } };
    const far = element(5, 40.7376, -74.0027, { 'addr:street': 'Far Street' }); // ~445 m
    expect(await nearestStreetLine(provider([itself, far]), venue)).toBeNull();
  });

  it('is null when the places provider fails', async () => {
    const failing: PlacesProvider = { near: async () => Promise.reject(new Error('down')) };
    expect(await nearestStreetLine(failing, venue)).toBeNull();
  });
});
