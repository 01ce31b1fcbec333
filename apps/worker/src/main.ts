import { randomUUID } from 'node:crypto';
import { migrateToLatest, openDatabase } from '@roomcraft/db';
import {
  loadConfig,
  openBlobStore,
  QuotasRepository,
  QuotasService,
  RenderQueue,
  WebhookEvents,
} from '@roomcraft/server';
import { createRenderWorker } from './create-worker.ts';

/**
 * A render worker on its own machine: it needs PostgreSQL (DATABASE_URL) and the same blob store
 * as the servers (BLOB_STORE=s3://…, or DATA_DIR on a shared disk). With embedded PGlite the server
 * runs its worker itself.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('A separate render worker needs DATABASE_URL (PostgreSQL).');
  const database = await openDatabase({ url: config.databaseUrl });
  await migrateToLatest(database);
  const blobs = openBlobStore(config.blobStore);
  const queue = new RenderQueue(
    database.db,
    new QuotasService(database.db, new QuotasRepository(database.db)),
    new WebhookEvents(database.db),
  );
  const worker = createRenderWorker({
    id: `worker-${randomUUID()}`,
    db: database.db,
    blobs,
    queue,
    log: { warn: (fields, message) => console.warn(message, JSON.stringify(fields)) },
  });
  worker.start();
  console.log('render worker started');
  const stop = async () => {
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
