// The project's Node.js runtime: Node 24 LTS. This module itself runs on any Node from 20 on, so that
// `npm start` and `npm test` work on a machine that has only Node 20 and npm: there it installs
// Node 24 from the npm registry (the `node-<platform>-<arch>` package that carries the binary) into
// `.runtime/`, and runs the calling script again on it. A machine whose Node already is 24 uses it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { root, runInForeground } from './setup.mjs';

export const NODE_VERSION = '24.21.0';
const MAJOR = 24;
const MINIMUM_MINOR = 11; // 24.11.0 is the first LTS release of the line (the floor of `engines`)

const runtimeDir = join(root, '.runtime', NODE_VERSION);
const runtimePackage = `node-${process.platform}-${process.arch}`;
const runtimeBin = join(runtimeDir, 'node_modules', runtimePackage, 'bin');

function isProjectRuntime(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major === MAJOR && minor >= MINIMUM_MINOR;
}

/** Node 24 from the npm registry, installed once into `.runtime/<version>`; returns its `bin` folder. */
function installRuntime() {
  if (existsSync(join(runtimeBin, 'node'))) return runtimeBin;
  console.log(
    `\n> Node ${process.version} is not Node ${MAJOR} LTS: installing ${runtimePackage}@${NODE_VERSION}`,
  );
  // The platform package holds the binary itself and runs no install script; npm checks its integrity.
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      runtimeDir,
      '--no-save',
      '--no-package-lock',
      `${runtimePackage}@${NODE_VERSION}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (npm.status !== 0 || !existsSync(join(runtimeBin, 'node'))) {
    console.error(
      `Could not install Node ${NODE_VERSION} (${runtimePackage}) from the npm registry. ` +
        `Install Node ${MAJOR} LTS yourself and run the command again.`,
    );
    process.exit(1);
  }
  return runtimeBin;
}

/**
 * Returns when this process runs on Node 24. Otherwise installs Node 24, runs this same script on it
 * with Node 24 first on PATH (so `npm`, `npx` and everything they start use it too), passes signals
 * on, exits with its exit code, and never returns.
 */
export async function ensureProjectRuntime() {
  if (isProjectRuntime(process.version)) {
    // The programs this script starts through PATH (npm, npx, tsc, vite, vitest) use this same Node.
    process.env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
    return;
  }
  const bin = installRuntime();
  runInForeground(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    cwd: process.cwd(),
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  await new Promise(() => {}); // the rest of the calling script runs in the child, not here
}

/** Which Node runs, and how it got here: printed by `npm test` and `npm start`. */
export function describeRuntime() {
  const origin = process.execPath.startsWith(join(root, '.runtime'))
    ? `installed by the project from the npm registry (${runtimePackage}) into .runtime/${NODE_VERSION}`
    : `the machine's own, ${process.execPath}`;
  return `Node ${process.version}, ${origin}`;
}
