import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache';

const NOW = 1_800_000_000_000;
const session: CachedSession = {
  id: 'session-1',
  userId: 'user-1',
  lastUsedAtMs: NOW,
  expiresAtMs: NOW + 60_000,
  keptUntilMs: NOW + 10_000,
};

function heardCache() {
  const cache = createSessionCache({ capacity: 4 });
  cache.setHeard(true);
  return cache;
}

describe('the session cache', () => {
  it('gives a kept session back until it is due to be read again, or expires', () => {
    const cache = heardCache();
    cache.keep('hash-1', session, cache.generation());
    expect(cache.find('hash-1', NOW + 9_999)).toEqual(session);
    expect(cache.find('hash-1', NOW + 10_000)).toBeUndefined();
    cache.keep('hash-2', { ...session, expiresAtMs: NOW + 5_000 }, cache.generation());
    expect(cache.find('hash-2', NOW + 5_000)).toBeUndefined();
    expect(cache.find('hash-3', NOW)).toBeUndefined();
  });

  it('forgets every kept session when one ends', () => {
    const cache = heardCache();
    cache.keep('hash-1', session, cache.generation());
    cache.forgetAll();
    expect(cache.find('hash-1', NOW)).toBeUndefined();
  });

  it('does not keep a session read before a session ended: it may be the one that ended', () => {
    const cache = heardCache();
    const readAt = cache.generation();
    cache.forgetAll();
    cache.keep('hash-1', session, readAt);
    expect(cache.find('hash-1', NOW)).toBeUndefined();
  });

  it('keeps nothing while the ends of sessions are not heard, and forgets when they stop being heard', () => {
    const cache = createSessionCache();
    cache.keep('hash-1', session, cache.generation());
    expect(cache.find('hash-1', NOW)).toBeUndefined();

    cache.setHeard(true);
    cache.keep('hash-1', session, cache.generation());
    cache.setHeard(false);
    expect(cache.find('hash-1', NOW)).toBeUndefined();
    cache.setHeard(true);
    expect(cache.find('hash-1', NOW)).toBeUndefined();
  });

  it('holds at most its capacity', () => {
    const cache = heardCache();
    for (let index = 0; index < 10; index += 1) cache.keep(`hash-${index}`, session, cache.generation());
    const found = Array.from({ length: 10 }, (_, index) => cache.find(`hash-${index}`, NOW)).filter(Boolean);
    expect(found.length).toBeLessThanOrEqual(4);
    expect(cache.find('hash-9', NOW)).toEqual(session);
  });
});
