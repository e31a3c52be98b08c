// A local push service for tests: a browser's subscription (its own P-256 key pair and auth
// secret), and an HTTP server that takes what the server pushes to it, checks the VAPID signature
// and decrypts the message as the browser would (aes128gcm, RFC 8188 and RFC 8291), with node:crypto.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeDevice = {
  /** What the browser's PushSubscription.toJSON() gives, for POST /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Each push received, decrypted, oldest first. */
  received: ReceivedPush[];
  /** The status the service answers this device's pushes with (201 until changed). */
  answerWith(status: number): void;
  /** Every request made for this device, answered or not. */
  attempts: number;
};

export type ReceivedPush = {
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The `k` of the VAPID header: the server's public key. */
  vapidKey: string;
  /** The JWT's claims, its signature checked against that key. */
  claims: { aud: string; exp: number; sub: string };
};

export type FakePushService = {
  origin: string;
  newDevice(): FakeDevice;
  close(): Promise<void>;
};

type DeviceState = FakeDevice & { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer; status: number };

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, DeviceState>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(new URL(request.url ?? '/', 'http://push.invalid').pathname.slice('/push/'.length));
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      device.attempts += 1;
      if (device.status < 300) {
        const vapid = readVapidHeader(String(request.headers.authorization));
        device.received.push({
          payload: JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8')),
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          ...vapid,
        });
      }
      response.writeHead(device.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    newDevice() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: DeviceState = {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
        received: [],
        attempts: 0,
        status: 201,
        answerWith(status) {
          device.status = status;
        },
        ecdh,
        authSecret,
      };
      devices.set(id, device);
      return device;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padded with a 0x02 delimiter and zeros. */
function decrypt(body: Buffer, device: DeviceState): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');

  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT's ES256 signature checked with k. */
function readVapidHeader(header: string): { vapidKey: string; claims: ReceivedPush['claims'] } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(vapidKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the VAPID signature does not verify');
  return { vapidKey, claims: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) };
}
