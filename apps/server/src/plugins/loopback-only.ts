// Guards routes that must answer only someone at this machine (the dev mail outbox holds everyone's codes).
import type { FastifyReply, FastifyRequest } from 'fastify';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && loopbackAddresses.has(address);
}

/**
 * onRequest hook: anything but a loopback peer gets the ordinary 404, as if the route did not
 * exist. The socket address decides, not a header a client can write; and behind a trusted local
 * proxy the client it forwards for must be local too, or the proxy would expose the route.
 */
export async function allowLoopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip)) return;
  reply.callNotFound();
  return reply;
}
