/** What the map needs of a venue (a find-locations answer has more). */
export type MapVenue = { id: string; name: string; latitude: number; longitude: number };

/**
 * Where someone sets out from, drawn beside the venues with a visible label ("You"). Only ever the
 * viewer's own place: a friend's home is never sent to anyone (behaviour.md, "Venue map").
 */
export type MapOrigin = { id: string; label: string; latitude: number; longitude: number };

export type VenueMapProps = {
  venues: MapVenue[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  origins?: MapOrigin[];
};
