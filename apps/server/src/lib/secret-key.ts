// Where the server's key comes from: SECRET_KEY, or on the embedded default a key generated once
// into DATA_DIR (mode 0600), so `npm start` needs no setting and keeps its key across restarts.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, parseSecretKey, type Config } from '../config';
import { createSecretBox, type SecretBox } from './secret-box';

export const SECRET_KEY_FILE = 'secret.key';

type KeySettings = Pick<Config, 'SECRET_KEY' | 'SECRET_KEY_PREVIOUS' | 'DATA_DIR'>;

export function loadSecretBox(config: KeySettings): SecretBox {
  const current = config.SECRET_KEY ? parseSecretKey(config.SECRET_KEY)! : readOrCreateKeyFile(config.DATA_DIR);
  const previous = config.SECRET_KEY_PREVIOUS.map((value) => parseSecretKey(value)!);
  return createSecretBox(current, previous);
}

function readOrCreateKeyFile(dataDir: string): Buffer {
  const file = join(dataDir, SECRET_KEY_FILE);
  try {
    const key = parseSecretKey(readFileSync(file, 'utf8'));
    if (!key) throw new ConfigError(`${file} does not hold a key: restore it from a backup, or set SECRET_KEY`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': a second process starting at the same moment keeps the first one's key, not its own.
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreateKeyFile(dataDir);
  }
}
