import { describe, expect, it } from 'vitest';
import { compileSubtypeMatcher, subtypesOf, type SubtypeRule } from './subtype-match';

// As seeded by 0007_seed_activities.sql.
const rules: SubtypeRule[] = [
  {
    id: 1,
    name: 'Pizza',
    osm_tags: [
      { amenity: 'restaurant', cuisine: 'pizza' },
      { amenity: 'restaurant', cuisine: 'italian_pizza' },
    ],
  },
  {
    id: 2,
    name: 'Italian',
    osm_tags: [
      { amenity: 'restaurant', cuisine: 'italian' },
      { amenity: 'restaurant', cuisine: 'pasta' },
    ],
  },
  {
    id: 11,
    name: 'Burgers',
    osm_tags: [
      { amenity: 'restaurant', cuisine: 'burger' },
      { amenity: 'fast_food', cuisine: 'burger' },
    ],
  },
  { id: 18, name: 'Latin American', osm_tags: [{ amenity: 'restaurant', cuisine: 'latin_american' }] },
  {
    id: 24,
    name: 'Vegetarian & vegan',
    osm_tags: [
      { amenity: 'restaurant', 'diet:vegan': 'yes' },
      { amenity: 'restaurant', cuisine: 'vegan' },
    ],
  },
  { id: 33, name: 'Movies', osm_tags: [{ amenity: 'cinema' }] },
  { id: 99, name: 'Nothing', osm_tags: [] },
];
const names = (tags: Record<string, string>) => subtypesOf(tags, rules).map((rule) => rule.name);

describe('subtypesOf', () => {
  it('matches a tag set when every key and value of it is on the venue', () => {
    expect(names({ amenity: 'restaurant', cuisine: 'pizza', name: 'Joe' })).toEqual(['Pizza']);
    expect(names({ amenity: 'fast_food', cuisine: 'burger' })).toEqual(['Burgers']);
    // A pizza place that is not a restaurant is not in the Restaurants' Pizza.
    expect(names({ amenity: 'fast_food', cuisine: 'pizza' })).toEqual([]);
    expect(names({ cuisine: 'pizza' })).toEqual([]);
    expect(names({ amenity: 'cinema', name: 'Roxy' })).toEqual(['Movies']);
  });

  it('reads cuisine as a ;-separated list, without case, spaces or the space/underscore difference', () => {
    expect(names({ amenity: 'restaurant', cuisine: 'italian;pizza' })).toEqual(['Pizza', 'Italian']);
    expect(names({ amenity: 'restaurant', cuisine: ' Pizza ; Burger' })).toEqual(['Pizza', 'Burgers']);
    expect(names({ amenity: 'restaurant', cuisine: 'Latin American' })).toEqual(['Latin American']);
    expect(names({ amenity: 'Restaurant', cuisine: 'PASTA' })).toEqual(['Italian']);
    // A value is a whole list entry, not a part of one.
    expect(names({ amenity: 'restaurant', cuisine: 'pizzeria;italian_pizza_style' })).toEqual([]);
  });

  it('matches other keys than cuisine (diet:vegan) and never matches a rule without tag sets', () => {
    expect(names({ amenity: 'restaurant', cuisine: 'thai', 'diet:vegan': 'yes' })).toEqual(['Vegetarian & vegan']);
    expect(names({ amenity: 'restaurant', 'diet:vegan': 'no' })).toEqual([]);
    expect(names({})).toEqual([]);
  });

  it('gives back the caller’s own rows, in the order given', () => {
    const matcher = compileSubtypeMatcher([...rules].reverse());
    const served = matcher({ amenity: 'restaurant', cuisine: 'pizza;italian' });
    expect(served.map((rule) => rule.id)).toEqual([2, 1]);
    expect(served[0]).toBe(rules[1]);
  });

  it('matches against the rules array it is given, not one it saw before', () => {
    const pizzaTags = { amenity: 'restaurant', cuisine: 'pizza' };
    expect(subtypesOf(pizzaTags, rules).map((rule) => rule.id)).toEqual([1]);
    expect(subtypesOf(pizzaTags, rules.slice(1))).toEqual([]);
    expect(subtypesOf(pizzaTags, rules).map((rule) => rule.id)).toEqual([1]);
  });
});
