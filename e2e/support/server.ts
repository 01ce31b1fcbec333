import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@roomcraft/db';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { loadDemoData } from '../../apps/server/src/demo/demo-data.ts';

const WEB_DIST = join(import.meta.dirname, '../../apps/web/dist');

export interface TestServer {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/**
 * The real server in this process, on an empty in-memory database with the demo data, serving the
 * built web app (`npm run build -w apps/web` first).
 */
export async function startServer(): Promise<TestServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run build -w apps/web\` first.`);
  }
  const database = await openDatabase({});
  await migrateToLatest(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-e2e-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDist: WEB_DIST };
  const { app } = await buildApp({ db: database.db, config, logger: false });
  await loadDemoData(database.db, { info: () => {} });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
