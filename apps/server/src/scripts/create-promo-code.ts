// Admin: create a beta promo code.
//   npm run admin:promo -- --code BETA2026 --max-uses 100 [--expires 2027-01-01]
// Opens the database the server would (DATABASE_URL, else PGlite in DATA_DIR) and migrates it first.
import { parseArgs } from 'node:util';
import { createAuthRepository, generateFriendlyCode, normaliseFriendlyCode } from '../modules/auth';
import { runAdminScript, UsageError, withServerDatabase } from './admin-script';

const usage = 'Usage: npm run admin:promo -- [--code CODE] --max-uses N [--expires YYYY-MM-DD]';

function readOptions(argv: string[]) {
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

async function main() {
  const options = readOptions(process.argv.slice(2));
  await withServerDatabase(async (database) => {
    const isCreated = await createAuthRepository(database.db).createPromoCode(options);
    if (!isCreated) throw new UsageError(`The promo code ${options.code} already exists.`);
    const expiry = options.expiresAt ? `, expires ${options.expiresAt.toISOString()}` : ', never expires';
    console.log(`Created promo code ${options.code} (up to ${options.maxUses} uses${expiry})`);
  });
}

runAdminScript(main, { usage, failure: 'Could not create the promo code:' });
