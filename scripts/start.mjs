// `npm start`: install, build, then run the whole platform (migrations and demo data happen at boot).
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './lib/setup.mjs';
import { ensureRenderEngines } from './lib/system-packages.mjs';

ensureInstalled();
ensureWebBuilt();
ensureRenderEngines();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
