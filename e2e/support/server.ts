import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { migrateToLatest, openDatabase } from '@roomcraft/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { loadDemoData } from '../../apps/server/src/demo/demo-data.ts';

const WEB_DIST = join(import.meta.dirname, '../../apps/web/dist');

export interface TestServer {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * Serves the built app as the server's own `serveWeb` would: files as they are, index.html for every
 * other page path. The server's version cannot run yet (it sets a second not-found handler, which
 * Fastify refuses), so the test brings this until it can.
 */
function serveWebDist(app: FastifyInstance, bases: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0]!);
    const isApi = path === '/healthz' || bases.some((base) => path === base || path.startsWith(`${base}/`));
    if (request.method !== 'GET' || isApi) return;
    const file = join(WEB_DIST, normalize(path));
    const found = file.startsWith(WEB_DIST) && existsSync(file) && statSync(file).isFile();
    const target = found ? file : join(WEB_DIST, 'index.html');
    return reply
      .type(CONTENT_TYPES[extname(target)] ?? 'application/octet-stream')
      .send(await readFile(target));
  });
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
  const config = { ...loadConfig({}), webDist: undefined };
  const { app } = await buildApp({ db: database.db, config, logger: false });
  serveWebDist(app, Object.values(config.bases));
  await loadDemoData(database.db, { info: () => {} });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
