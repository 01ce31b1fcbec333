import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DB, migrateToLatest, openDatabase } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { loadDemoData } from '../../apps/server/src/demo/demo-data.ts';
import type { Platform } from '../../apps/server/src/modules/index.ts';

/** The built app; E2E_WEB_DIST points elsewhere, so a test run is not disturbed by another build. */
const WEB_DIST = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../../apps/web/dist');

export interface TestServer {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server's database and blob store, for tests that run a render worker beside it. */
  db: Kysely<DB>;
  blobs: Platform['blobs'];
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
  const { app, platform } = await buildApp({ db: database.db, config, logger: false });
  await loadDemoData(database.db, { info: () => {} });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // Uploads are processed as on the embedded default: by this process's library worker.
  platform.library.processing.start();
  return {
    url,
    db: database.db,
    blobs: platform.blobs,
    async close() {
      await platform.library.processing.stop();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
