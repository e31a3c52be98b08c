// Request bodies are JSON only: any other content type is a 400 VALIDATION_ERROR, as documented.
import type { FastifyInstance } from 'fastify';
import { AppError } from '@hangtime/core/errors';

export const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json)';

/**
 * Without this, Fastify answers 415 to a content type it has no parser for. The catch-all parser
 * reads the body before refusing it (parseAs applies the body limit), so a body over the limit
 * still gets 413 whatever its type. Fastify's built-in text/plain parser goes too, so plain text
 * gets the same clear answer. A route that one day takes another type registers its own parser,
 * which wins over this one.
 */
export function registerJsonOnlyBodies(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => {
    done(new AppError('VALIDATION_ERROR', NOT_JSON_MESSAGE), undefined);
  });
}
