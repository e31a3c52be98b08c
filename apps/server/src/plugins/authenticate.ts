// Bearer token → the acting user's id. Routes opt in with `onRequest: app.authenticate`, or with
// `app.authenticateVerified` when they also need a verified email.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@hangtime/core/errors';
import type { SessionStore } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
    sessionId: string;
    isEmailVerified: boolean;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * authenticate, then 403 "Email verification required" for an account whose email is not
     * verified yet (registration hands out a session before verification). For calls that reach
     * or reveal other people (friends): an address nobody has proven to own must neither send
     * invitations nor read the requests addressed to it.
     */
    authenticateVerified: (request: FastifyRequest) => Promise<void>;
  }
}

/** The login's text for the same state, which the web client already knows how to handle. */
const EMAIL_NOT_VERIFIED_MESSAGE = 'Email verification required';

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export function registerAuthenticate(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorateRequest('isEmailVerified', false);
  async function authenticate(request: FastifyRequest) {
    const token = readBearer(request);
    if (!token || token.length > 200) throw new AppError('UNAUTHORIZED', 'Authentication required');
    const session = await sessions.resolve(token);
    if (!session) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please log in again.');
    request.userId = session.userId;
    request.sessionId = session.id;
    request.isEmailVerified = session.emailVerified;
  }
  app.decorate('authenticate', authenticate);
  app.decorate('authenticateVerified', async (request: FastifyRequest) => {
    await authenticate(request);
    if (!request.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  });
}
