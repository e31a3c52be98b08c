import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { createCodeDigests } from './code-digest';

const userId = '6f1c2b8e-1d2a-4a54-9a77-3f0f4c1b2a10';
const otherUser = '0b5a7c1e-9f3d-4e2b-8c6a-1d2e3f4a5b6c';

describe('code digests', () => {
  const key = randomBytes(32);
  const digests = createCodeDigests(createSecretBox(key));

  it('are an HMAC under the server key: not the plain SHA-256, and different under another key', () => {
    const digest = digests.digest(userId, 'password_reset', '123456');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toBe(createHash('sha256').update('123456').digest('hex'));
    expect(createCodeDigests(createSecretBox(randomBytes(32))).digest(userId, 'password_reset', '123456')).not.toBe(
      digest,
    );
  });

  it('bind the code to its account and purpose', () => {
    const digest = digests.digest(userId, 'password_reset', '123456');
    expect(digests.matches(digest, userId, 'password_reset', '123456')).toBe(true);
    expect(digests.matches(digest, userId, 'password_reset', '123457')).toBe(false);
    expect(digests.matches(digest, otherUser, 'password_reset', '123456')).toBe(false);
    expect(digests.matches(digest, userId, 'email_verification', '123456')).toBe(false);
  });

  it('match nothing when there is no stored digest, or an old plain SHA-256', () => {
    expect(digests.matches(null, userId, 'password_reset', '000000')).toBe(false);
    const plain = createHash('sha256').update('123456').digest('hex');
    expect(digests.matches(plain, userId, 'password_reset', '123456')).toBe(false);
  });

  it('keep matching after a key rotation only while the code is still under the current key', () => {
    const rotated = createCodeDigests(createSecretBox(randomBytes(32), [key]));
    const digest = digests.digest(userId, 'password_reset', '123456');
    // Codes live 15 minutes: the few in flight at a rotation are asked for again.
    expect(rotated.matches(digest, userId, 'password_reset', '123456')).toBe(false);
  });
});
