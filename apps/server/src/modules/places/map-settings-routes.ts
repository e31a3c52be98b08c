// GET /api/map-settings: the tile source of the venue map, public (it holds no personal data and
// the page that shows the map may load before anything else) and briefly cacheable.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapSettingsResponse } from '@hangtime/core/places/map-settings';
import type { Config } from '../../config';

type MapTileConfig = Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION' | 'MAP_TILE_ATTRIBUTION_URL'>;

/** Short enough that a changed MAP_TILE_URL (and with it the CSP) reaches browsers within minutes. */
const CACHE_SECONDS = 300;

export function registerMapSettingsRoutes(app: FastifyInstance, config: MapTileConfig) {
  const settings = {
    tile_url: config.MAP_TILE_URL,
    attribution: config.MAP_TILE_ATTRIBUTION,
    attribution_url: config.MAP_TILE_ATTRIBUTION_URL,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/map-settings',
      { schema: { tags: ['places'], response: { 200: mapSettingsResponse } } },
      async (_request, reply) => {
        reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
        return settings;
      },
    );
}
