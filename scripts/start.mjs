// `npm start`: on Node 24 (installed first when this machine has another), install, build, then run
// the whole platform (migrations and demo data happen at boot).
import { describeRuntime, ensureProjectRuntime } from './lib/runtime.mjs';
import { ensureInstalled, ensureWebBuilt, runInForeground } from './lib/setup.mjs';
import { ensureRenderEngines } from './lib/system-packages.mjs';

await ensureProjectRuntime();
console.log(`Runtime: ${describeRuntime()}`);
ensureInstalled();
ensureWebBuilt();
ensureRenderEngines();
runInForeground(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { NODE_ENV: 'production', ...process.env },
});
