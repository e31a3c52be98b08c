import { describe, expect, it } from 'vitest';
import { UsageError } from './admin-script';
import { readPromoCodeOptions } from './promo-code-options';

describe('the arguments of npm run admin:promo', () => {
  it.each([
    ['no arguments', [], '--max-uses must be a whole number of at least 1.'],
    ['--max-uses 0', ['--max-uses', '0'], '--max-uses must be a whole number of at least 1.'],
    ['a fractional --max-uses', ['--max-uses', '2.5'], '--max-uses must be a whole number of at least 1.'],
    ['a word for --max-uses', ['--max-uses', 'ten'], '--max-uses must be a whole number of at least 1.'],
    ['a 2-character code', ['--code', 'ab', '--max-uses', '5'], '--code takes 3 to 64 letters, digits, - or _.'],
    ['a code with a space inside', ['--code', 'BETA 2026', '--max-uses', '5'], '--code takes 3 to 64 letters'],
    ['a 65-character code', ['--code', 'A'.repeat(65), '--max-uses', '5'], '--code takes 3 to 64 letters'],
    ['an unreadable --expires', ['--max-uses', '5', '--expires', 'next tuesday'], '--expires takes a date'],
  ])('refuses %s with the reason', (_label, args, message) => {
    expect(() => readPromoCodeOptions(args)).toThrow(UsageError);
    expect(() => readPromoCodeOptions(args)).toThrow(message);
  });

  it('refuses an unknown option (the script says it with the usage line)', () => {
    expect(() => readPromoCodeOptions(['--max-uses', '5', '--uses', '3'])).toThrow("Unknown option '--uses'");
  });

  it('reads a code in capitals, the number of uses, and a bare date as the start of that day in UTC', () => {
    expect(readPromoCodeOptions(['--code', 'beta2026', '--max-uses', '100', '--expires', '2027-01-01'])).toEqual({
      code: 'BETA2026',
      maxUses: 100,
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('makes up a code when none is given, and takes an ISO instant as the expiry', () => {
    const options = readPromoCodeOptions(['--max-uses', '3', '--expires', '2027-01-01T12:30:00+02:00']);
    expect(options.code).toMatch(/^[A-Z0-9_-]{3,64}$/);
    expect(options.expiresAt).toEqual(new Date('2027-01-01T10:30:00Z'));
  });
});
