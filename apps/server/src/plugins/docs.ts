// The OpenAPI document (generated from the zod route schemas) and its reference page at /api/docs.
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseOf, errorStatusesOf, shareErrorSchemas } from './error-responses';
import { strictNullables } from './openapi-nullables';

type RouteTransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hangtime API', version: '0.1.0', description: 'Plan less. Hang out more.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    // Each operation lists its error answers beside the ones its route declares (which win).
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const schema = transformed.schema as Record<string, unknown> & { hide?: boolean };
      if (schema.hide) return transformed;
      const { route } = input as RouteTransformInput;
      const declared = (schema.response ?? {}) as Record<string, unknown>;
      const errors = Object.fromEntries(
        errorStatusesOf(app, route)
          .filter((status) => declared[status] === undefined)
          .map((status) => [status, errorResponseOf(status)]),
      );
      return { ...transformed, schema: { ...schema, response: { ...declared, ...errors } } };
    },
    transformObject: (documentObject) =>
      shareErrorSchemas(strictNullables((documentObject as { openapiObject: object }).openapiObject)),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(apiReference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json' },
  });
}
