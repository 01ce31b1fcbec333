import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type Database, migrateToLatest, openDatabase } from '@roomcraft/db';
import { createRenderWorker } from '@roomcraft/worker';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { loadDemoData } from './demo/demo-data.ts';
import type { Platform } from './modules/index.ts';
import { loadDemoCatalogue } from './modules/library/demo/load-demo-catalogue.ts';
import { QuotasRepository } from './modules/quotas/quotas.repository.ts';
import { QuotasService } from './modules/quotas/quotas.service.ts';
import { RenderQueue } from './modules/renders/render-queue.ts';

/**
 * The background work of this process: the library's processing loop and, because embedded PGlite
 * lives in this process, a render worker (with PostgreSQL more may run elsewhere: apps/worker).
 */
function startBackgroundWork(app: FastifyInstance, platform: Platform, database: Database) {
  platform.library.processing.start({ log: app.log });
  platform.jobs.runner.start();
  const worker =
    process.env.WORKER === '0'
      ? null
      : createRenderWorker({
          id: `embedded-${randomUUID()}`,
          db: database.db,
          blobs: platform.blobs,
          queue: new RenderQueue(
            database.db,
            new QuotasService(database.db, new QuotasRepository(database.db)),
            platform.openApi.events,
          ),
          log: app.log,
        });
  worker?.start();
  return async () => {
    await worker?.stop();
    await platform.jobs.runner.stop();
    await platform.library.processing.stop();
  };
}

function printWelcome(config: Config, database: Database, platform: Platform): void {
  const url = config.publicUrl;
  const outbox = config.demo ? 'at /dev/outbox for callers on this machine' : 'for operators';
  const mail = platform.mailer.local ? `, mail in the local outbox ${outbox}` : '';
  console.log(`\n  Roomcraft is running at ${url}  (${database.engine}${mail})`);
  console.log(`  API docs: ${url}${config.bases.api}/docs`);
  if (!config.demo) return;
  console.log('  Demo sign-ins (password demo-password):');
  console.log('    admin@demo.example, manager@demo.example, designer@demo.example, designer2@demo.example');
  console.log(
    '    personal@demo.example (personal user), operator@demo.example (back office at /back-office)\n',
  );
}

/** Starts the platform: migrate, load the demo people, serve every surface, then the background work. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  await migrateToLatest(database);
  const { app, platform } = await buildApp({ db: database.db, config });
  if (config.demo) await loadDemoData(database.db, app.log);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, database, platform);
  const stopBackground = startBackgroundWork(app, platform, database);
  // The demo catalogue goes through the same processing as an upload, after the server answers.
  if (config.demo)
    loadDemoCatalogue(platform.library, app.log).catch((error) =>
      app.log.error({ err: error }, 'demo catalogue'),
    );
  const close = async () => {
    await stopBackground();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
