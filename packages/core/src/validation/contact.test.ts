import { describe, expect, it } from 'vitest';
import { extractPhoneDigits, formatUsPhone, isSimpleEmail, normaliseEmail, toE164UsPhone } from './contact';

describe('isSimpleEmail (no spaces, one @, a dot in the domain)', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', '  padded@example.com  ', 'UPPER@EXAMPLE.COM'])(
    'accepts %s',
    (value) => {
      expect(isSimpleEmail(value)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    'a@b',
    '@example.com',
    'a@.',
    'a b@example.com',
    'a@exa mple.com',
    'a@@example.com',
    'a@b@c.com',
    'a@example.',
  ])('refuses %j', (value) => {
    expect(isSimpleEmail(value)).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Avery@Example.COM ')).toBe('avery@example.com');
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555123456789', '555-123-4567'],
    ['abc', ''],
    ['+1 212-555-0100', '212-555-0100'],
    ['+1 (212) 555-0100', '212-555-0100'],
    ['12125550100', '212-555-0100'],
    ['1-212-555-0100', '212-555-0100'],
    ['121-255-50100', '212-555-0100'],
    ['1212555010', '121-255-5010'],
    ['22125550100', '221-255-5010'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
    expect(formatUsPhone(input).length).toBeLessThanOrEqual(12);
  });
});

describe('extractPhoneDigits', () => {
  it('drops a leading country code 1 from eleven digits', () => {
    expect(extractPhoneDigits('+1 (212) 555-0100')).toBe('2125550100');
    expect(extractPhoneDigits('212-555-0100')).toBe('2125550100');
  });
});

describe('toE164UsPhone', () => {
  it.each([
    ['212-555-0100', '+12125550100'],
    ['2125550100', '+12125550100'],
    ['(212) 555-0100', '+12125550100'],
    ['+12125550100', '+12125550100'],
    ['+1 212 555 0100', '+12125550100'],
    ['  212.555.0100 ', '+12125550100'],
  ])('turns %j into %s', (input, expected) => {
    expect(toE164UsPhone(input)).toBe(expected);
  });

  it.each(['', '555-123', '212-555-01000', '+44 20 7946 0958', '12125550100'])(
    'refuses %j (not exactly ten digits)',
    (input) => {
      expect(toE164UsPhone(input)).toBeNull();
    },
  );
});
