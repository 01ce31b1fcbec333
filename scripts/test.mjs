// `npm test`: on Node 24 (installed first when this machine has another), install, lint, type-check
// every workspace, build the web app, run every test.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeRuntime, ensureProjectRuntime } from './lib/runtime.mjs';
import { ensureInstalled, root, run } from './lib/setup.mjs';
import { runTogether } from './lib/together.mjs';

await ensureProjectRuntime();
console.log(`Runtime: ${describeRuntime()}`);
ensureInstalled();
run('npx', ['biome', 'check', '.']);
for (const workspace of [
  'packages/enums',
  'packages/contract',
  'packages/db',
  'packages/scene',
  'packages/jobs',
  'apps/server',
  'apps/worker',
  'apps/web',
  'bench',
  'e2e',
]) {
  if (existsSync(join(root, workspace, 'tsconfig.json'))) run('npx', ['tsc', '--noEmit', '-p', workspace]);
}
run('npm', ['run', 'build', '-w', 'apps/web']);
// Browser files run one at a time (each drives a server and a Chromium), and Vitest would run them
// only after every other file; as a second Vitest beside the rest, they take no longer than the rest.
// A worker process that dies fails the run; Vitest names its files, exit code and signal.
await runTogether([
  { name: 'browser', command: 'npx', args: ['vitest', 'run', '--project', 'browser'] },
  { name: 'others', command: 'npx', args: ['vitest', 'run', '--project', '!browser'] },
]);
console.log(`\nEvery test ran on ${describeRuntime()}`);
