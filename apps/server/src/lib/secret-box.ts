// Secrets kept in the database (Google's tokens, ICS addresses, feed addresses), encrypted with
// AES-256-GCM under the server's key. Each sealed value names its key by a short fingerprint, so
// values sealed under a key being rotated out still open while SECRET_KEY_PREVIOUS lists it.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export type SecretBox = {
  seal(plain: string): string;
  /** The plain text, or throws when the value was sealed under no key this server has, or was altered. */
  open(sealed: string): string;
  /** Whether a value was sealed under an older key (and is worth sealing again). */
  isStale(sealed: string): boolean;
  /**
   * 32-byte keys for one use (HMACs of codes, signed cookies), derived from the server's keys by
   * HKDF-SHA-256 with `label`: the current key's first, then the previous keys', so a signature
   * made before a rotation still checks. A different label gives unrelated keys.
   */
  deriveKeys(label: string): readonly Buffer[];
};

export class SecretBoxError extends Error {}

/** 8 hex digits naming a key, so a sealed value says which key opens it. */
function fingerprint(key: Buffer): string {
  return createHash('sha256').update('hangtime-secret-key').update(key).digest('hex').slice(0, 8);
}

export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = new Map([current, ...previous].map((key) => [fingerprint(key), key] as const));
  const currentId = fingerprint(current);
  const derived = new Map<string, readonly Buffer[]>();

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, currentId, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        '.',
      );
    },
    open(sealed) {
      const [version, keyId, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !keyId || !iv || !tag || body === undefined || rest.length > 0) {
        throw new SecretBoxError('not a sealed value');
      }
      const key = keys.get(keyId);
      if (!key)
        throw new SecretBoxError(`sealed under key ${keyId}, which neither SECRET_KEY nor SECRET_KEY_PREVIOUS holds`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value was altered');
      }
    },
    isStale(sealed) {
      return sealed.split('.')[1] !== currentId;
    },
    deriveKeys(label) {
      let keysForLabel = derived.get(label);
      if (!keysForLabel) {
        keysForLabel = [current, ...previous].map((key) =>
          Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `hangtime:${label}`, 32)),
        );
        derived.set(label, keysForLabel);
      }
      return keysForLabel;
    },
  };
}

/** A box whose key is loaded when it is first used. */
export function lazySecretBox(load: () => SecretBox): SecretBox {
  let box: SecretBox | undefined;
  const get = () => (box ??= load());
  return {
    seal: (plain) => get().seal(plain),
    open: (sealed) => get().open(sealed),
    isStale: (sealed) => get().isStale(sealed),
    deriveKeys: (label) => get().deriveKeys(label),
  };
}
