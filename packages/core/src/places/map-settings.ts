// Contract of GET /api/map-settings: where the web's map takes its raster tiles from and whom it
// credits. A server setting (MAP_TILE_URL), read at run time, so one build serves any tile host.
import { z } from 'zod';

export const mapSettingsResponse = z.object({
  /** A Leaflet tile template: {z}/{x}/{y}, optionally a {s} subdomain and {r} for retina tiles. */
  tile_url: z.string(),
  /** Plain text, shown as text on the map (never as HTML). */
  attribution: z.string(),
  /** Where the attribution links to (the tiles' copyright page). */
  attribution_url: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsResponse>;
