// One log line per request, written when it is answered: Fastify's own logging writes two (one on
// arrival, one on completion), and at 300 requests a second the second line cost more CPU than
// the rate limiter (issue 25). The line has what both had: the request (through each route's own
// serializers, which redact secret addresses), the status and the time taken.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { toLoggableError } from '../lib/loggable-error';

export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, error: toLoggableError(error) }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
