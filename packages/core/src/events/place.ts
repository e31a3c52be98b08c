// Where an event is, as every place that names it writes it: the event details, invitation cards,
// the bell, the mail, the .ics and the Google/Outlook links (docs/behaviour.md "Where an event is").
// OpenStreetMap venues often have no address (no addr:* tags), so the stored position stands in.

export type EventPlaceFields = {
  location: string | null;
  location_address: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type EventPlace = {
  /** The venue's or place's name ("Frank's Trattoria"), if any. */
  name: string | null;
  /** Its address, else "near 40.7128, -74.0060" from its position, else null. */
  line: string | null;
  /** A map of it: its position, else a search for its address; null when there is neither. */
  mapUrl: string | null;
  /** Its position, when stored. */
  position: { latitude: number; longitude: number } | null;
};

const MAP_ZOOM = 17;

function trimmed(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

function positionOf(place: EventPlaceFields): EventPlace['position'] {
  const { latitude, longitude } = place;
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}

/** Four decimals, about 11 m: enough to find a restaurant's door, short enough to read. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}

/** A coordinate as map services read it, without trailing zeros (40.7128, not 40.712800). */
const compact = (value: number) => String(Number(value.toFixed(6)));

export function buildMapUrl(place: Pick<EventPlace, 'position'> & { address: string | null }): string | null {
  if (place.position) {
    const lat = compact(place.position.latitude);
    const lon = compact(place.position.longitude);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${MAP_ZOOM}/${lat}/${lon}`;
  }
  if (place.address) return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address)}`;
  return null;
}

/** The event's place for a screen or a mail; null when it has none at all. */
export function describeEventPlace(event: EventPlaceFields): EventPlace | null {
  const name = trimmed(event.location);
  const address = trimmed(event.location_address);
  const position = positionOf(event);
  if (!name && !address && !position) return null;
  const line = address ?? (position ? `near ${formatCoordinates(position.latitude, position.longitude)}` : null);
  return { name, line, mapUrl: buildMapUrl({ position, address }), position };
}

/** One line: "Frank's Trattoria, 12 Mott St" or "Frank's Trattoria, near 40.7128, -74.0060"; '' without a place. */
export function formatEventPlace(event: EventPlaceFields): string {
  const place = describeEventPlace(event);
  return place ? [place.name, place.line].filter(Boolean).join(', ') : '';
}

/**
 * The LOCATION of a calendar entry (.ics, Google, Outlook): the name and address; without an
 * address the name and the bare position ("Frank's Trattoria, 40.7128,-74.006"), which the
 * providers' maps open at the spot.
 */
export function formatCalendarLocation(event: EventPlaceFields): string {
  const place = describeEventPlace(event);
  if (!place) return '';
  const address = trimmed(event.location_address);
  const where =
    address ?? (place.position ? `${compact(place.position.latitude)},${compact(place.position.longitude)}` : null);
  return [place.name, where].filter(Boolean).join(', ');
}
