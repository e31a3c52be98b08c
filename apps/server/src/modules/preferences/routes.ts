// HTTP for /api/preferences/*: parse with core's schemas, call the service, reply with a declared shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityCategoriesResponse,
  categoryIdParams,
  preferenceMessages,
  preferencesResponse,
  subcategoriesResponse,
  updatePreferencesBody,
  updatePreferencesResponse,
} from '@hangtime/core/preferences/schemas';
import type { PreferencesService } from './service';

const tags = ['preferences'];
const security = [{ bearer: [] }];

export function registerPreferencesModule(app: FastifyInstance, preferences: PreferencesService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.get(
    '/api/preferences',
    { ...guarded, schema: { tags, security, response: { 200: preferencesResponse } } },
    async (request) => ({
      preferences: await preferences.listRated(request.userId),
    }),
  );

  routes.get(
    '/api/preferences/most-liked',
    { ...guarded, schema: { tags, security, response: { 200: preferencesResponse } } },
    async (request) => ({ preferences: await preferences.listMostLiked(request.userId) }),
  );

  // Every /api answer is no-store already, so a rating just given is never read back stale.
  routes.get(
    '/api/preferences/categories',
    { ...guarded, schema: { tags, security, response: { 200: activityCategoriesResponse } } },
    async (request) => ({ categories: await preferences.listCategories(request.userId) }),
  );

  routes.get(
    '/api/preferences/categories/:id/subcategories',
    { ...guarded, schema: { tags, security, params: categoryIdParams, response: { 200: subcategoriesResponse } } },
    async (request) => ({ subcategories: await preferences.listSubcategories(request.userId, request.params.id) }),
  );

  routes.put(
    '/api/preferences/categories/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: categoryIdParams,
        body: updatePreferencesBody,
        response: { 200: updatePreferencesResponse },
      },
    },
    async (request) => {
      await preferences.saveRatings(request.userId, request.params.id, request.body.preferences);
      return { success: true as const, message: preferenceMessages.saved };
    },
  );
}
