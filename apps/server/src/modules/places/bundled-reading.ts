// How the search reads an OpenStreetMap venue: opening hours through the reference parser, the
// subtypes through the OSM tags the taxonomy carries, the view's fields from the tags.
import { BoundedMemo } from '@hangtime/core/lib/bounded-memo';
import { isOpenThroughout } from './opening-hours';
import type { SubtypeRow } from './repository';
import { compileSubtypeMatcher } from './subtype-match';
import type { OsmElement } from './types';
import { venueFieldsOf } from './venue-fields';
import type { SubtypeMatcher, VenueReading } from './venue-reading';

// A venue's subtypes, remembered per list of subtypes: matching builds sets of tag values, and a
// search over every restaurant of a city would otherwise spend most of its budget there. The
// searches pass few distinct lists (all Restaurants subtypes; one activity for Hangtime Now!),
// the taxonomy is seeded, and the venues are loaded once, so this stays small; held weakly per venue.
const matchesByList = new BoundedMemo<string, WeakMap<OsmElement, number[]>>(200);

function rememberedMatcher(subtypes: readonly SubtypeRow[]): SubtypeMatcher {
  const key = JSON.stringify(subtypes.map((subtype) => [subtype.id, subtype.osm_tags]));
  const remembered = matchesByList.get(key, () => new WeakMap());
  let match: ReturnType<typeof compileSubtypeMatcher<SubtypeRow>> | undefined;
  const cache = remembered;
  return (venue) => {
    let ids = cache.get(venue);
    if (!ids) {
      match ??= compileSubtypeMatcher(subtypes);
      ids = match(venue.tags).map((subtype) => subtype.id);
      cache.set(venue, ids);
    }
    return ids;
  };
}

export const bundledVenueReading: VenueReading = {
  isOpenThroughout,
  subtypeMatcher: rememberedMatcher,
  fieldsOf: venueFieldsOf,
};
