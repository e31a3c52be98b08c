// Runs an admin script (npm run admin:promo, admin:suggest, admin:reseal) as an operator runs it: a
// separate process, on the database given (PGlite in dataDir, or PostgreSQL at url).
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../../..');
const scripts = {
  promo: join(root, 'apps/server/src/scripts/create-promo-code.ts'),
  suggest: join(root, 'apps/server/src/scripts/run-suggestions.ts'),
  reseal: join(root, 'apps/server/src/scripts/reseal-secrets.ts'),
};
export const usage = 'Usage: npm run admin:promo -- [--code CODE] --max-uses N [--expires YYYY-MM-DD]';
export const SCRIPT_TIMEOUT_MS = 60_000;

export type Run = { exitCode: number; stdout: string; stderr: string };

export function runScript(
  args: string[],
  database: { dataDir: string; url?: string; env?: Record<string, string> },
  script: keyof typeof scripts = 'promo',
): Promise<Run> {
  return new Promise((resolve) => {
    // node with tsx as a loader, as the server process runs: the tsx command would start a
    // second node process to run the script in.
    execFile(
      process.execPath,
      ['--import', 'tsx', scripts[script], ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.url ?? '',
          ...database.env,
        },
        timeout: SCRIPT_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ exitCode, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}
