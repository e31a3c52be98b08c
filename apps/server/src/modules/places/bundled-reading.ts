// How the search reads an OpenStreetMap venue: opening hours through the reference parser, the
// subtypes through the OSM tags the taxonomy carries, the view's fields from the tags.
// INTERIM: subtype matching and the fields are a stand-in until i15-data's subtype-match.ts and
// venue-fields.ts land; then this file only wires theirs.
import type { SubtypeRow } from './repository';
import { isOpenThroughout } from './opening-hours';
import type { OsmElement } from './types';
import type { VenueFields, VenueReading } from './venue-reading';

function tagMatches(tags: Record<string, string>, key: string, value: string): boolean {
  const actual = tags[key];
  if (actual === undefined) return false;
  if (key !== 'cuisine') return actual.toLowerCase() === value.toLowerCase();
  return actual.split(';').some((part) => part.trim().toLowerCase() === value.toLowerCase());
}

function matchSubtypes(venue: OsmElement, subtypes: readonly SubtypeRow[]): number[] {
  return subtypes
    .filter((subtype) => subtype.osm_tags.some((set) => Object.entries(set).every(([key, value]) => tagMatches(venue.tags, key, value))))
    .map((subtype) => subtype.id);
}

const wheelchairScores: Record<string, number> = { yes: 1, designated: 1, limited: 0.5, no: 0 };

function fieldsOf(venue: OsmElement): VenueFields {
  const tags = venue.tags;
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const region = [tags['addr:state'], tags['addr:postcode']].filter(Boolean).join(' ');
  const address = [street, tags['addr:city'], region].filter(Boolean).join(', ');
  return {
    address: address || null,
    accessibility_score: wheelchairScores[tags.wheelchair ?? ''] ?? null,
    rating: null,
    price_level: null,
    opening_hours: tags.opening_hours ?? null,
    business_status: 'OPERATIONAL',
  };
}

export const bundledVenueReading: VenueReading = { isOpenThroughout, matchSubtypes, fieldsOf };
