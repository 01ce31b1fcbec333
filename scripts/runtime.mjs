// `npm run runtime -- <command…>`: runs one command on the project's Node 24 (installed first when
// this machine has another), e.g. `npm run runtime -- npx vitest run --project unit`.
import { ensureProjectRuntime } from './lib/runtime.mjs';
import { runInForeground } from './lib/setup.mjs';

await ensureProjectRuntime();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: npm run runtime -- <command> [arguments…]');
  process.exit(2);
}
runInForeground(command, args, { cwd: process.env.INIT_CWD ?? process.cwd() });
