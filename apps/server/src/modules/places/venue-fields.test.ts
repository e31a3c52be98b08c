import { describe, expect, it } from 'vitest';
import type { OsmElement } from './types';
import { accessibilityScoreOf, addressOf, businessStatusOf, venueFieldsOf } from './venue-fields';

describe('addressOf', () => {
  it('writes number, street, city, state and postcode in the US order, leaving out what is missing', () => {
    expect(
      addressOf({
        'addr:housenumber': '20',
        'addr:street': 'Main Street',
        'addr:city': 'Potsdam',
        'addr:state': 'NY',
        'addr:postcode': '13676',
      }),
    ).toBe('20 Main Street, Potsdam, NY 13676');
    expect(addressOf({ 'addr:street': 'Crossgates Mall Road', 'addr:city': 'Albany', 'addr:postcode': '12203' })).toBe(
      'Crossgates Mall Road, Albany, 12203',
    );
    expect(addressOf({ 'addr:city': 'Buffalo' })).toBe('Buffalo');
    expect(addressOf({ 'addr:full': '1 Main St, Anytown' })).toBe('1 Main St, Anytown');
  });

  it('is null without any address tag', () => {
    expect(addressOf({ name: 'Joe', amenity: 'restaurant' })).toBeNull();
  });
});

describe('accessibilityScoreOf', () => {
  it('scores OSM wheelchair: yes 1, limited 0.5, no 0, unknown null', () => {
    expect(accessibilityScoreOf({ wheelchair: 'yes' })).toBe(1);
    expect(accessibilityScoreOf({ wheelchair: 'designated' })).toBe(1);
    expect(accessibilityScoreOf({ wheelchair: 'limited' })).toBe(0.5);
    expect(accessibilityScoreOf({ wheelchair: 'No' })).toBe(0);
    expect(accessibilityScoreOf({ wheelchair: 'unknown' })).toBeNull();
    expect(accessibilityScoreOf({})).toBeNull();
  });
});

describe('businessStatusOf', () => {
  it('is OPERATIONAL unless a lifecycle prefix or disused=yes says the place closed', () => {
    expect(businessStatusOf({ amenity: 'restaurant' })).toBe('OPERATIONAL');
    expect(businessStatusOf({ 'disused:amenity': 'restaurant' })).toBe('CLOSED_PERMANENTLY');
    expect(businessStatusOf({ 'was:amenity': 'cinema', name: 'Old Roxy' })).toBe('CLOSED_PERMANENTLY');
    expect(businessStatusOf({ amenity: 'restaurant', disused: 'yes' })).toBe('CLOSED_PERMANENTLY');
    // A new restaurant where an old one was: the live tag wins.
    expect(businessStatusOf({ amenity: 'restaurant', 'was:amenity': 'pub' })).toBe('OPERATIONAL');
  });
});

describe('venueFieldsOf', () => {
  it('gives the view’s fields of a venue', () => {
    const venue: OsmElement = {
      type: 'node',
      id: 418524116,
      lat: 40.6424804,
      lon: -74.0766747,
      tags: {
        name: 'Talay Thai Restaurant',
        amenity: 'restaurant',
        'addr:street': 'Stuyvesant Place',
        'addr:housenumber': '154',
        wheelchair: 'yes',
        opening_hours: '11:00-21:30',
      },
    };
    expect(venueFieldsOf(venue)).toEqual({
      id: 'node/418524116',
      place_id: 'node/418524116',
      name: 'Talay Thai Restaurant',
      address: '154 Stuyvesant Place',
      latitude: 40.6424804,
      longitude: -74.0766747,
      accessibility_score: 1,
      rating: null,
      price_level: null,
      opening_hours: '11:00-21:30',
      business_status: 'OPERATIONAL',
    });
    expect(venueFieldsOf({ type: 'way', id: 5, lat: 1, lon: 2, tags: { name: 'Roxy' } })).toMatchObject({
      id: 'way/5',
      address: null,
      opening_hours: null,
      accessibility_score: null,
    });
  });
});
