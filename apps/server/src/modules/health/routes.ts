import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { pingDatabase } from './repository';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
});

export function registerHealthRoutes(app: FastifyInstance, database: Pick<Database, 'db' | 'kind'>) {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const reachable = await pingDatabase(database.db);
      reply.status(reachable ? 200 : 503);
      return { status: reachable ? 'ok' : 'degraded', database: { kind: database.kind, reachable } } as const;
    },
  );
}
