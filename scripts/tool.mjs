// node scripts/tool.mjs <tool> <command> [arguments…]: runs a tool that CI never runs (Lighthouse,
// Stryker), kept in a package of its own under tools/<tool>/ with its own lock file. These packages
// are not workspaces, so the root's `npm ci` (CI's, and a newcomer's `npm install`) leaves them out;
// a tool's packages install on its first use (npm ci --prefix tools/<tool>), and again when its lock
// file has changed since. <command> is a script in tools/<tool>/ (run by this Node, so its imports
// resolve from tools/<tool>/node_modules) or a command its packages install (node_modules/.bin).
// It runs in the repository's root, with the arguments after it.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [tool, command, ...args] = process.argv.slice(2);
const toolDir = tool && join(root, 'tools', tool);
if (!tool || !command || !existsSync(join(toolDir, 'package.json'))) {
  console.error('Usage: node scripts/tool.mjs <tool> <command> [arguments…], with tools/<tool>/package.json');
  process.exit(2);
}

/** Why tools/<tool>/node_modules must be installed, or null when it is up to date with the lock file. */
function installReason() {
  // npm writes node_modules/.package-lock.json when it installs: older than the lock, a pull changed it.
  const installed = join(toolDir, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return 'not installed yet';
  if (statSync(join(toolDir, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs)
    return 'its lock file changed';
  return null;
}

const reason = installReason();
if (reason) {
  console.log(`tools/${tool}: ${reason}; installing its packages (npm ci --prefix tools/${tool})…`);
  const install = spawnSync('npm', ['ci', '--prefix', toolDir, '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const script = join(toolDir, command);
const [file, fileArgs] =
  /\.m?js$/.test(command) && existsSync(script)
    ? [process.execPath, [script, ...args]]
    : [join(toolDir, 'node_modules/.bin', command), args];
const result = spawnSync(file, fileArgs, { cwd: root, stdio: 'inherit' });
if (result.error) {
  console.error(`tools/${tool}: cannot run ${command}: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
