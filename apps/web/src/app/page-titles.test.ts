import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { pageTitle } from './page-titles';

describe('pageTitle', () => {
  it.each([
    [paths.friends, 'Friends · Hangtime'],
    [paths.calendar, 'Calendar · Hangtime'],
    [paths.login, 'Log In · Hangtime'],
    [paths.loginWithReferral('ABC123'), 'Log In · Hangtime'],
    [paths.register, 'Create Account · Hangtime'],
    [paths.registerWithReferral('ABC123'), 'Create Account · Hangtime'],
    [paths.verifyEmail, 'Verify Email · Hangtime'],
    [paths.profile, 'Profile · Hangtime'],
    [paths.availabilityWindows, 'Availability · Hangtime'],
    [paths.googleCallback, 'Calendar Connections · Hangtime'],
    [`${paths.friends}/`, 'Friends · Hangtime'],
  ])('names %s "%s"', (pathname, title) => {
    expect(pageTitle(pathname)).toBe(title);
  });

  it('gives every screen of the route table its own title', () => {
    const screens = Object.values(paths).filter((path) => typeof path === 'string' && !path.includes('?'));
    const titles = screens.map((path) => pageTitle(String(path)));
    expect(titles.filter((title) => title.startsWith('Page Not Found'))).toEqual([]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('names an unknown address "Page Not Found"', () => {
    expect(pageTitle('/no-such-page')).toBe('Page Not Found · Hangtime');
  });
});
