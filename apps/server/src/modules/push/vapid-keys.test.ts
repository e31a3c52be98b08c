import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, parseConfig } from '../../config';
import { isPushConfigured, loadVapidKeys, VAPID_KEY_FILE } from './vapid-keys';

const pair = webpush.generateVAPIDKeys();

describe('the VAPID settings', () => {
  it('take both keys, or neither', () => {
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set both or neither/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be a VAPID public key/,
    );
    expect(() => parseConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/mailto: or https/);
    expect(() => parseConfig({ NODE_ENV: 'production', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' })).toThrow(
      /PUSH_ALLOW_PRIVATE_ENDPOINTS/,
    );
  });

  it('are what a PostgreSQL installation signs with; without them push is off there', () => {
    const database = { DATABASE_URL: 'postgres://db.example/hangtime' };
    const config = parseConfig({ ...database, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(isPushConfigured(config)).toBe(true);
    expect(loadVapidKeys(config)).toEqual({ ...pair, subject: 'mailto:no-reply@hangtime.local' });
    expect(isPushConfigured(parseConfig(database))).toBe(false);
    expect(() => loadVapidKeys(parseConfig(database))).toThrow(ConfigError);
  });

  it('on the embedded default, come from DATA_DIR: made once, then read', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-vapid-'));
    const config = parseConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'https://hangtime.example' });
    expect(isPushConfigured(config)).toBe(true);
    const first = loadVapidKeys(config);
    expect(first.subject).toBe('https://hangtime.example');
    expect(loadVapidKeys(config)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dataDir, VAPID_KEY_FILE), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    writeFileSync(join(dataDir, VAPID_KEY_FILE), '{"publicKey":1}');
    expect(() => loadVapidKeys(config)).toThrow(/does not hold a VAPID key pair/);
  });
});
