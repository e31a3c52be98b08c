// The server's VAPID key pair, which signs every push it sends: from the settings, or on the
// embedded default generated once into DATA_DIR/vapid.json (mode 0600), like the secret key
// (lib/secret-key.ts). A PostgreSQL installation runs several instances that must sign alike, so
// there it comes from the settings or push is off.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { ConfigError, type Config } from '../../config';

export const VAPID_KEY_FILE = 'vapid.json';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

type VapidSettings = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATABASE_URL' | 'DATA_DIR' | 'MAIL_FROM'
>;

/** Whether this installation can send pushes at all (no key file is touched to know). */
export function isPushConfigured(config: VapidSettings): boolean {
  return Boolean(config.VAPID_PUBLIC_KEY) || !config.DATABASE_URL;
}

/** The keys, loaded on first use and kept: an app that never sends a push writes no file. */
export function lazyVapidKeys(config: VapidSettings): () => VapidKeys {
  let keys: VapidKeys | undefined;
  return () => (keys ??= loadVapidKeys(config));
}

export function loadVapidKeys(config: VapidSettings): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? subjectFromMailFrom(config.MAIL_FROM);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.DATABASE_URL) throw new ConfigError('Push needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY with DATABASE_URL');
  return { ...readOrCreateKeyFile(config.DATA_DIR), subject };
}

/** mailto: and the address of MAIL_FROM, who a push service writes to about this server. */
function subjectFromMailFrom(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

function readOrCreateKeyFile(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, VAPID_KEY_FILE);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
      throw new ConfigError(`${file} does not hold a VAPID key pair: restore it from a backup, or delete it`);
    }
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // 'wx': a second process starting at the same moment keeps the first one's keys.
  try {
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreateKeyFile(dataDir);
  }
}
