import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, lazySecretBox } from './secret-box';
import { loadSecretBox, SECRET_KEY_FILE } from './secret-key';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

describe('secret box', () => {
  it('opens what it sealed, and never seals the same text to the same value twice', () => {
    const box = createSecretBox(keyA);
    const first = box.seal('ya29.refresh-token');
    expect(box.open(first)).toBe('ya29.refresh-token');
    expect(box.seal('ya29.refresh-token')).not.toBe(first);
    expect(first).not.toContain('refresh');
  });

  it('refuses a value altered after sealing', () => {
    const box = createSecretBox(keyA);
    const [version, keyId, iv, tag, body] = box.seal('webcal://example.com/secret.ics').split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([version, keyId, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(/altered/);
    expect(() => box.open('plain text')).toThrow(/not a sealed value/);
  });

  it('opens values sealed under a previous key while it is listed, and says they are stale', () => {
    const old = createSecretBox(keyA).seal('token');
    const rotated = createSecretBox(keyB, [keyA]);
    expect(rotated.open(old)).toBe('token');
    expect(rotated.isStale(old)).toBe(true);
    expect(rotated.isStale(rotated.seal('token'))).toBe(false);
    expect(() => createSecretBox(keyB).open(old)).toThrow(/neither SECRET_KEY nor SECRET_KEY_PREVIOUS/);
  });

  it('loads a lazy box only when first used', () => {
    let loads = 0;
    const box = lazySecretBox(() => {
      loads += 1;
      return createSecretBox(keyA);
    });
    expect(loads).toBe(0);
    expect(box.open(box.seal('x'))).toBe('x');
    expect(loads).toBe(1);
  });
});

describe('the server key', () => {
  const settings = (dataDir: string, secretKey?: string) => ({
    DATA_DIR: dataDir,
    SECRET_KEY: secretKey,
    SECRET_KEY_PREVIOUS: [],
  });

  it('is generated once into DATA_DIR, readable by its owner alone, and kept across restarts', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hangtime-key-')), 'nested');
    const sealed = loadSecretBox(settings(dataDir)).seal('feed-token');
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretBox(settings(dataDir)).open(sealed)).toBe('feed-token');
  });

  it('comes from SECRET_KEY when set, and writes no file then', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-key-'));
    const sealed = loadSecretBox(settings(dataDir, keyA.toString('hex'))).seal('x');
    expect(createSecretBox(keyA).open(sealed)).toBe('x');
    expect(() => readFileSync(join(dataDir, SECRET_KEY_FILE))).toThrow(/ENOENT/);
  });

  it('refuses a key file that holds no key, naming the file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-key-'));
    writeFileSync(join(dataDir, SECRET_KEY_FILE), 'not a key');
    expect(() => loadSecretBox(settings(dataDir))).toThrow(`${join(dataDir, SECRET_KEY_FILE)} does not hold a key`);
  });
});
