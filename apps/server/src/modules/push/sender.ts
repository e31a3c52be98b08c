// Sends one push message: web-push encrypts it (aes128gcm, RFC 8291) and signs it (VAPID), and the
// request goes out through an agent that checks the address when the connection is made
// (request-filtering-agent), since the endpoint is an address a browser gave us: no loopback,
// private or cloud-metadata address, unless tests allow them.
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = { ttlSeconds: number; urgency: 'low' | 'normal' | 'high' };
/** `gone`: the push service no longer knows the subscription (404, 410); drop it. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'refused'; status: number };

export const SEND_TIMEOUT_MS = 10_000;
const ALWAYS_DENIED = ['169.254.169.254', '169.254.170.2', 'fd00:ec2::254'];

export type PushSender = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushOutcome>;

/** A push service's failure that a later try may not meet (5xx, 429, a timeout): thrown to be retried. */
export class PushDeliveryError extends Error {
  constructor(readonly code: string) {
    super(`push delivery failed: ${code}`);
    this.name = 'PushDeliveryError';
  }
}

export function createPushSender(keys: () => VapidKeys, allowPrivate: boolean): PushSender {
  const agentOptions = {
    allowPrivateIPAddress: allowPrivate,
    allowMetaIPAddress: false,
    denyIPAddressList: ALWAYS_DENIED,
    keepAlive: false,
  };
  const agents = {
    'http:': new RequestFilteringHttpAgent(agentOptions),
    'https:': new RequestFilteringHttpsAgent(agentOptions),
  };

  return async (target, payload, options) => {
    const vapid = keys();
    const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target }, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    });
    const url = new URL(details.endpoint);
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
      return { kind: 'refused', status: 0 };
    }
    const status = await post(url, details.headers as Record<string, string>, details.body as Buffer, agents);
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    if (status === 429 || status >= 500) throw new PushDeliveryError(`HTTP_${status}`);
    return { kind: 'refused', status };
  };
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  agents: { 'http:': http.Agent; 'https:': https.Agent },
): Promise<number> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        agent: agents[url.protocol as 'http:' | 'https:'],
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        // The answer's body says nothing we act on: read and dropped.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new PushDeliveryError('TIMEOUT')));
    request.on('error', reject);
    request.end(body);
  });
}
