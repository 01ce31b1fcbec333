// `npm test`: on Node 24 (installed first when this machine has another), install, lint, type-check
// every workspace, build the web app, run every test.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeRuntime, ensureProjectRuntime } from './lib/runtime.mjs';
import { ensureInstalled, root, run } from './lib/setup.mjs';

await ensureProjectRuntime();
console.log(`Runtime: ${describeRuntime()}`);
ensureInstalled();
run('npx', ['biome', 'check', '.']);
for (const workspace of [
  'packages/contract',
  'packages/db',
  'packages/scene',
  'apps/server',
  'apps/worker',
  'apps/web',
  'bench',
]) {
  if (existsSync(join(root, workspace, 'tsconfig.json'))) run('npx', ['tsc', '--noEmit', '-p', workspace]);
}
run('npm', ['run', 'build', '-w', 'apps/web']);
// A worker process that dies fails the run; Vitest names its files, exit code and signal.
run('npx', ['vitest', 'run']);
console.log(`\nEvery test ran on ${describeRuntime()}`);
