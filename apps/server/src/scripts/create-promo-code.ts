// Admin: create a beta promo code.
//   npm run admin:promo -- --code BETA2026 --max-uses 100 [--expires 2027-01-01]
// Opens the database the server would (DATABASE_URL, else PGlite in DATA_DIR) and migrates it first.
import { runAdminScript, UsageError, withServerDatabase } from './admin-script';
import { promoCodeUsage, readPromoCodeOptions } from './promo-code-options';

async function main() {
  const options = readPromoCodeOptions(process.argv.slice(2));
  const { createAuthRepository } = await import('../modules/auth');
  await withServerDatabase(async (database) => {
    const isCreated = await createAuthRepository(database.db).createPromoCode(options);
    if (!isCreated) throw new UsageError(`The promo code ${options.code} already exists.`);
    const expiry = options.expiresAt ? `, expires ${options.expiresAt.toISOString()}` : ', never expires';
    console.log(`Created promo code ${options.code} (up to ${options.maxUses} uses${expiry})`);
  });
}

runAdminScript(main, { usage: promoCodeUsage, failure: 'Could not create the promo code:' });
