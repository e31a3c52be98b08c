// Is a venue open for the whole of a slot (behaviour.md §9)? Its OSM `opening_hours`, read by the
// reference parser (the opening_hours package), at the venue's own wall-clock time: the zone comes
// from its position, because people in one city plan evenings at venues in another.
import { BoundedMemo } from '@hangtime/core/lib/bounded-memo';
import tzLookup from '@photostructure/tz-lookup';
import { holidayRegionOf } from './holiday-region';
import { OpeningHours, wallClockAt } from './opening-hours-package';
import type { OsmElement } from './types';

const zones = new WeakMap<OsmElement, string>();

/** The IANA zone at the venue's position (cached per element: the bundled ones live as long as the process). */
export function venueTimeZone(element: OsmElement): string {
  let zone = zones.get(element);
  if (zone === undefined) {
    zone = tzLookup(element.lat, element.lon);
    zones.set(element, zone);
  }
  return zone;
}

// Parsing is the slow part, and thousands of venues share a few hundred texts. A text the parser
// refuses is cached as null: unknown hours.
const parsed = new BoundedMemo<string, OpeningHours | { refused: true }>(20_000);
// One search asks the same question of every venue with the same text, zone and slot.
const answers = new BoundedMemo<string, boolean>(50_000);

function parse(text: string, element: OsmElement, zone: string): { key: string; hours: OpeningHours | null } {
  const region = holidayRegionOf(element.tags, zone);
  // Sunrise and sunset depend on the place; other rules only on the text and the holidays.
  const place = /sun|dawn|dusk/i.test(text) ? `${element.lat.toFixed(1)},${element.lon.toFixed(1)}` : '';
  const key = `${text}\u0000${region?.country_code ?? ''}\u0000${region?.state ?? ''}\u0000${place}`;
  const entry = parsed.get(key, () => {
    try {
      // No country: PH rules cannot be evaluated and count as unknown (an address without a
      // country code makes the package throw rather than assume Germany).
      return new OpeningHours(text, {
        lat: element.lat,
        lon: element.lon,
        address: region ?? ({} as { country_code: string; state: string }),
      });
    } catch {
      return { refused: true as const };
    }
  });
  return { key, hours: 'refused' in entry ? null : entry };
}

/**
 * Parse a venue's hours ahead of the first search that needs them (about a millisecond a text):
 * the bundled places warm every venue's after start-up.
 */
export function prepareOpeningHours(element: OsmElement): void {
  const text = element.tags.opening_hours;
  if (text) parse(text, element, venueTimeZone(element));
}

/** Open (or unknown) at every moment of [start, end), on the venue's wall clock. */
function isNeverClosed(hours: OpeningHours, from: Date, to: Date): boolean {
  const iterator = hours.getIterator(from);
  do {
    if (iterator.getDate() >= to) return true;
    if (!iterator.getState() && !iterator.getUnknown()) return false;
  } while (iterator.advance(to));
  return true;
}

/**
 * True when the venue is open for all of [start, end). Unknown hours are allowed: no
 * `opening_hours` tag, a text the parser refuses, an `unknown` or commented rule, or a public
 * holiday rule where the country is unknown.
 */
export function isOpenThroughout(element: OsmElement, start: Date, end: Date): boolean {
  const text = element.tags.opening_hours;
  if (!text) return true;
  const zone = venueTimeZone(element);
  const { key, hours } = parse(text, element, zone);
  if (!hours) return true;
  const from = wallClockAt(start.getTime(), zone);
  const to = wallClockAt(end.getTime(), zone);
  const answerKey = `${key}\u0000${from.getTime()}\u0000${to.getTime()}`;
  return answers.get(answerKey, () => {
    try {
      return isNeverClosed(hours, from, to);
    } catch {
      // An evaluation the package cannot finish (a holiday rule without a known country).
      return true;
    }
  });
}
