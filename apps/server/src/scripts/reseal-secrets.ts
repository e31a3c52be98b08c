// Admin: seal every stored secret again under SECRET_KEY, after a key rotation.
//   npm run admin:reseal
// Run it with the new key in SECRET_KEY and the old one(s) in SECRET_KEY_PREVIOUS
// (docs/operations.md "Rotating it"); afterwards the old keys can go. Values already under the new
// key are left alone, so running it twice is harmless.
import { parseArgs } from 'node:util';
import { loadSecretBox } from '../lib/secret-key';
import { runAdminScript, UsageError, withServerDatabase } from './admin-script';

const usage = 'Usage: npm run admin:reseal (with SECRET_KEY the new key and SECRET_KEY_PREVIOUS the old ones)';

async function main() {
  const { positionals } = parseArgs({ args: process.argv.slice(2), options: {}, strict: true, allowPositionals: true });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const { endSignInsInProgress, listSealedValues } = await import('../db/sealed-secrets');
  await withServerDatabase(async (database, config) => {
    const secrets = loadSecretBox(config);
    let resealed = 0;
    let unopenable = 0;
    for (const sealed of await listSealedValues(database.db)) {
      if (!secrets.isStale(sealed.value)) continue;
      try {
        await sealed.replace(secrets.seal(secrets.open(sealed.value)));
        resealed += 1;
      } catch (error) {
        unopenable += 1;
        console.error(`Cannot open a value of ${sealed.where}: ${(error as Error).message}`);
      }
    }
    const ended = await endSignInsInProgress(database.db);
    console.log(
      `Sealed ${resealed} secret${resealed === 1 ? '' : 's'} again under SECRET_KEY` +
        (ended > 0 ? `; ended ${ended} Google sign-in${ended === 1 ? '' : 's'} in progress` : '') +
        (unopenable > 0 ? `; ${unopenable} could not be opened with SECRET_KEY or SECRET_KEY_PREVIOUS` : ''),
    );
    if (unopenable > 0) process.exitCode = 1;
  });
}

runAdminScript(main, { usage, failure: 'Could not seal the secrets again:' });
