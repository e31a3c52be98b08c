/** What the map needs of a venue (a find-locations answer has more). */
export type MapVenue = { id: string; name: string; latitude: number; longitude: number };

export type VenueMapProps = {
  venues: MapVenue[];
  selectedId: string | null;
  onSelect(id: string | null): void;
};
