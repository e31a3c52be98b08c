// Bearer token → the acting user's id. Routes opt in with `onRequest: app.authenticate`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@hangtime/core/errors';
import type { SessionStore } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
    sessionId: string;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export function registerAuthenticate(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readBearer(request);
    if (!token || token.length > 200) throw new AppError('UNAUTHORIZED', 'Authentication required');
    const session = await sessions.resolve(token);
    if (!session) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please log in again.');
    request.userId = session.userId;
    request.sessionId = session.id;
  });
}
