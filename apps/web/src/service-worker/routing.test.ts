import { describe, expect, it } from 'vitest';
import { planRequest, shellCacheName } from './routing';

const origin = 'https://hangtime.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('planRequest', () => {
  it.each([
    ['/api/auth/me', 'cors'],
    ['/api/calendar/events?start=2026-01-01', 'cors'],
    ['/feeds/abc.ics', 'navigate'],
    ['/api/docs', 'navigate'],
    ['/dev/mail', 'navigate'],
  ])('leaves %s (%s) to the network, never a cache', (path, mode) => {
    expect(planRequest(get(path, mode), origin)).toEqual({ kind: 'pass' });
  });

  it('leaves writes and other origins alone', () => {
    expect(planRequest({ method: 'POST', url: `${origin}/calendar`, mode: 'navigate' }, origin)).toEqual({
      kind: 'pass',
    });
    expect(planRequest({ ...get(''), url: 'https://tiles.example/1/2/3.png' }, origin)).toEqual({
      kind: 'pass',
    });
  });

  it('answers pages from the network with the offline page behind, and files from the precache', () => {
    expect(planRequest(get('/calendar', 'navigate'), origin)).toEqual({ kind: 'page' });
    expect(planRequest(get('/pwa-192.png', 'no-cors'), origin)).toEqual({ kind: 'shell-file' });
  });
});

describe('shellCacheName', () => {
  it('changes when a revision does, and only then', () => {
    const build = [{ url: 'offline.html', revision: 'a' }];
    expect(shellCacheName(build)).toBe(shellCacheName([{ url: 'offline.html', revision: 'a' }]));
    expect(shellCacheName(build)).not.toBe(shellCacheName([{ url: 'offline.html', revision: 'b' }]));
    expect(shellCacheName(build)).toMatch(/^hangtime-shell-/);
  });
});
