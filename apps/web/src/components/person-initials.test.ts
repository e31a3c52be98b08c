import { describe, expect, it } from 'vitest';
import { avatarColor, avatarColors, personInitials } from './person-initials';

describe('personInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(personInitials('Alex Kim')).toBe('AK');
    expect(personInitials('  mary   ann  lee ')).toBe('ML');
    expect(personInitials('Élodie Ørsted')).toBe('ÉØ');
  });

  it('takes one letter from a single name or an address', () => {
    expect(personInitials('Cher')).toBe('C');
    expect(personInitials('casey.jones@example.com')).toBe('C');
    expect(personInitials('+1 202-555-0143')).toBe('#');
  });

  it('never renders markup and falls back to "?"', () => {
    expect(personInitials('')).toBe('?');
    expect(personInitials('<img src=x> Bob')).toBe('IB');
    expect(personInitials('--')).toBe('?');
  });
});

describe('avatarColor', () => {
  it('gives the same person the same colour every time', () => {
    expect(avatarColor('u-2')).toBe(avatarColor('u-2'));
    expect(avatarColors).toContain(avatarColor('u-2'));
  });

  it('spreads people over the colours', () => {
    const colours = new Set(['u-1', 'u-2', 'u-3', 'u-4', 'u-5', 'u-6'].map(avatarColor));
    expect(colours.size).toBeGreaterThan(2);
  });
});
