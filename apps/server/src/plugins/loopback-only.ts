// Guards routes that must answer only someone at this machine (the dev mail outbox holds everyone's codes).
import type { FastifyReply, FastifyRequest } from 'fastify';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && loopbackAddresses.has(address);
}

/** Headers a proxy adds: a request with any of them was forwarded, whoever it came from. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * onRequest hook: anything but a direct request from this machine gets the ordinary 404, as if the
 * route did not exist. The socket address decides, not a header a client can write; and a request
 * a proxy forwarded is refused even when the proxy runs here (with or without TRUST_PROXY), since
 * the proxy may be forwarding anyone.
 */
export async function allowLoopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  const isForwarded = forwardingHeaders.some((name) => request.headers[name] !== undefined);
  if (!isForwarded && isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip)) return;
  reply.callNotFound();
  return reply;
}
