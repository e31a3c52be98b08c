// The arguments of npm run admin:promo, read into what the script creates. A mistake is a
// UsageError, said with the usage line before any database is opened.
import { parseArgs } from 'node:util';
import { generateFriendlyCode, normaliseFriendlyCode } from '../lib/friendly-codes';
import { UsageError } from './admin-script';

export const promoCodeUsage = 'Usage: npm run admin:promo -- [--code CODE] --max-uses N [--expires YYYY-MM-DD]';

export type PromoCodeOptions = { code: string; maxUses: number; expiresAt: Date | null };

export function readPromoCodeOptions(argv: string[]): PromoCodeOptions {
  const { values } = parseArgs({
    args: argv,
    options: { code: { type: 'string' }, 'max-uses': { type: 'string' }, expires: { type: 'string' } },
    strict: true,
  });
  const code = values.code ? normaliseFriendlyCode(values.code) : generateFriendlyCode();
  if (!/^[A-Z0-9_-]{3,64}$/.test(code)) throw new UsageError('--code takes 3 to 64 letters, digits, - or _.');
  const maxUses = Number(values['max-uses']);
  if (!Number.isInteger(maxUses) || maxUses < 1)
    throw new UsageError('--max-uses must be a whole number of at least 1.');
  let expiresAt: Date | null = null;
  if (values.expires) {
    // A bare date means the code stops working when that day begins (UTC).
    expiresAt = new Date(/^\d{4}-\d{2}-\d{2}$/.test(values.expires) ? `${values.expires}T00:00:00Z` : values.expires);
    if (Number.isNaN(expiresAt.getTime()))
      throw new UsageError('--expires takes a date (YYYY-MM-DD) or an ISO instant.');
  }
  return { code, maxUses, expiresAt };
}
