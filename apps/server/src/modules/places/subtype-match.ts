// Which subcategories (e.g. the Restaurants ones: Pizza, Thai…) a venue serves, from the OSM tag
// sets each seeded `activity_subcategories` row carries (0007_seed_activities.sql). Pure: the
// rows come in as plain data.

/** An `activity_subcategories` row, or as much of one as matching needs. */
export type SubtypeRule = { id: number; name: string; osm_tags: readonly Record<string, string>[] };

/**
 * A tag's values as OSM writes lists (`cuisine=pizza;italian`), compared without case or the
 * difference between a space and an underscore (`Latin American` is `latin_american`).
 */
function valuesOf(value: string): string[] {
  return value
    .split(';')
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, '_'))
    .filter((part) => part !== '');
}

/**
 * A matcher for many venues: a rule matches when one of its tag sets has every key/value among the
 * venue's tags. Rules come back in the order given.
 */
export function compileSubtypeMatcher<Rule extends SubtypeRule>(
  rules: readonly Rule[],
): (tags: Record<string, string>) => Rule[] {
  const compiled = rules.map((rule) => ({
    rule,
    tagSets: rule.osm_tags.map((tagSet) =>
      Object.entries(tagSet).map(([key, value]) => [key, valuesOf(value)[0] ?? ''] as const),
    ),
  }));
  const keys = [...new Set(compiled.flatMap(({ tagSets }) => tagSets.flat().map(([key]) => key)))];
  return (tags) => {
    const venueValues = new Map<string, Set<string>>();
    for (const key of keys) {
      const value = tags[key];
      if (value !== undefined) venueValues.set(key, new Set(valuesOf(value)));
    }
    return compiled
      .filter(({ tagSets }) =>
        tagSets.some((tagSet) => tagSet.length > 0 && tagSet.every(([key, value]) => venueValues.get(key)?.has(value))),
      )
      .map(({ rule }) => rule);
  };
}

// The matcher of each rules array seen, so a search that passes the same array for every venue
// compiles it once; held weakly, so arrays of past searches go with them.
const matchers = new WeakMap<readonly SubtypeRule[], (tags: Record<string, string>) => SubtypeRule[]>();

/** The rules one venue matches (compiled once per rules array). */
export function subtypesOf<Rule extends SubtypeRule>(tags: Record<string, string>, rules: readonly Rule[]): Rule[] {
  let matcher = matchers.get(rules);
  if (!matcher) {
    matcher = compileSubtypeMatcher(rules);
    matchers.set(rules, matcher);
  }
  return matcher(tags) as Rule[];
}
