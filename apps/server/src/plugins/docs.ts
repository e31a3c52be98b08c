// The OpenAPI document (generated from the zod route schemas) and its reference page at /api/docs.
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hangtime API', version: '0.1.0', description: 'Plan less. Hang out more.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(apiReference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json' },
  });
}
