import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createPushSender } from './sender';

const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@hangtime.test' };
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const deviceKeys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
const options = { ttlSeconds: 60, urgency: 'normal' as const };

describe('createPushSender', () => {
  it('never connects to a loopback or private address unless tests allow it', async () => {
    const send = createPushSender(() => keys, false);
    for (const endpoint of ['https://127.0.0.1:9/push/x', 'https://10.0.0.1:9/push/x', 'https://169.254.169.254/x']) {
      await expect(send({ endpoint, ...deviceKeys }, '{}', options), endpoint).rejects.toThrow(/not allowed/i);
    }
  });

  it('sends nothing over plain http unless tests allow it', async () => {
    const send = createPushSender(() => keys, false);
    await expect(send({ endpoint: 'http://push.example/x', ...deviceKeys }, '{}', options)).resolves.toEqual({
      kind: 'refused',
      status: 0,
    });
  });
});
