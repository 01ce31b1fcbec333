import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@roomcraft/db';
import { createRenderWorker } from '@roomcraft/worker';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loadDemoData } from './demo/demo-data.ts';
import { QuotasRepository } from './modules/quotas/quotas.repository.ts';
import { QuotasService } from './modules/quotas/quotas.service.ts';
import { RenderQueue } from './modules/renders/render-queue.ts';

/** Starts the platform: migrate, optionally load the demo data, serve every surface. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  await migrateToLatest(database);
  const { app, platform } = await buildApp({ db: database.db, config });
  if (process.env.DEMO !== '0') await loadDemoData(database.db, app.log);
  // Embedded PGlite lives in this process, so its render worker must too; with PostgreSQL any
  // number of workers may run elsewhere as well (apps/worker/src/main.ts).
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
          ),
          log: (message) => app.log.warn(message),
        });
  worker?.start();
  const close = async () => {
    await worker?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  console.log(
    `\n  Roomcraft is running at ${url}  (${database.engine}${platform.mailer.local ? ', mail in the local outbox' : ''})`,
  );
  console.log(`  API docs: ${url}${config.bases.api}/docs`);
  if (process.env.DEMO !== '0') {
    console.log('  Demo sign-ins (password demo-password):');
    console.log(
      '    admin@demo.example, manager@demo.example, designer@demo.example, designer2@demo.example',
    );
    console.log('    personal@demo.example (personal user), operator@demo.example (back office, /ops)\n');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
