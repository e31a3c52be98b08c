import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, takeOverStaleLock } from './lock';

const newDir = () => mkdtempSync(join(tmpdir(), 'hangtime-lock-'));

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, and allows one after release', () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'hangtime.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Hangtime process/);
    release();
    expect(existsSync(join(dir, 'hangtime.lock'))).toBe(false);
    lockDataDir(dir)();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = newDir();
    writeFileSync(join(dir, 'hangtime.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'hangtime.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('takes over a lock naming our own pid: a killed predecessor in a container often had the same pid', () => {
    const dir = newDir();
    writeFileSync(join(dir, 'hangtime.lock'), String(process.pid));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dir, 'hangtime.lock'))).toBe(false);
  });

  it('refuses a lock held by another running process', () => {
    const dir = newDir();
    writeFileSync(join(dir, 'hangtime.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by another Hangtime process (pid ${process.ppid})`);
    expect(readFileSync(join(dir, 'hangtime.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
    ['garbled', 'not a pid'],
    ['a pid with trailing garbage', '12ab'],
    ['a negative number', '-5'],
    ['zero', '0'],
    ['a fraction', '3.5'],
  ])('takes over an empty or garbled lock file (%s) and writes its own pid', (_label, content) => {
    const dir = newDir();
    const path = join(dir, 'hangtime.lock');
    writeFileSync(path, content);
    const release = lockDataDir(dir);
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('takeOverStaleLock', () => {
  // The race it closes: a starter saw a stale file, but before it removed it another starter
  // replaced it with a live lock. Removing by name would delete that live lock; this must not.
  it('leaves alone a lock that a live process took after the stale one was seen', () => {
    const dir = newDir();
    const path = join(dir, 'hangtime.lock');
    writeFileSync(path, String(process.ppid));
    expect(takeOverStaleLock(path)).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe(String(process.ppid));
    expect(readdirSync(dir)).toEqual(['hangtime.lock']);
  });

  it('frees the name when the file is still stale, or already gone', () => {
    const dir = newDir();
    const path = join(dir, 'hangtime.lock');
    writeFileSync(path, '2147483646');
    expect(takeOverStaleLock(path)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    expect(takeOverStaleLock(path)).toBe(true);
  });
});
