// One log line per request, written when it is answered: Fastify's own logging writes two (one on
// arrival, one on completion), and at 300 requests a second the second line cost more CPU than
// the rate limiter (issue 25). The line has what both had: the request (through each route's own
// serializers, which redact secret addresses), the status and the time taken.
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
