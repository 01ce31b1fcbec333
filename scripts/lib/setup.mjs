// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

/** Runs one step; a step that fails ends this script with its exit code (its own output says why). */
export function run(command, args, options = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const { status, signal, error } = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (status === 0) return;
  console.error(
    `\n${command} ${args.join(' ')} failed: ${error?.message ?? signal ?? `exit code ${status}`}`,
  );
  process.exit(status || 1);
}

/**
 * Runs a long-lived program (the server, or this script again on another Node): the signals this
 * process gets go on to it, and this process exits with its exit code when it ends.
 */
export function runInForeground(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** `npm ci` when node_modules is missing or was installed from another lock file. */
export function ensureInstalled() {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.roomcraft-lock-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, hash);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when its sources (or the contract it is typed by) changed since the last build. */
export function ensureWebBuilt() {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(newestMtime(join(root, 'apps/web')), newestMtime(join(root, 'packages')));
  if (existsSync(index) && statSync(index).mtimeMs > sources) return;
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
