import { randomUUID } from 'node:crypto';
import { setPriority } from 'node:os';
import { type DB, migrateToLatest, openDatabase, openParentDatabase } from '@roomcraft/db';
import { ENQUEUED_MESSAGE, JobQueue } from '@roomcraft/jobs';
import {
  createLibraryWorker,
  createQuotas,
  loadConfig,
  openBlobStore,
  RenderJobs,
  registerRollupHandler,
  registerWebhookDeliveries,
} from '@roomcraft/server';
import type { Kysely } from 'kysely';
import { createRenderWorker } from './create-worker.ts';

/** Set by the server that forks this worker beside it (the embedded default). */
const EMBEDDED = process.env.ROOMCRAFT_WORKER === 'embedded';

async function openWorkerDatabase(
  databaseUrl: string | undefined,
): Promise<{ db: Kysely<DB>; close(): Promise<void> }> {
  // Embedded PGlite lives in the server's process: its queries go there.
  if (EMBEDDED && !databaseUrl) {
    const db = openParentDatabase();
    return { db, close: () => db.destroy() };
  }
  if (!databaseUrl) throw new Error('A separate worker needs DATABASE_URL (PostgreSQL).');
  const database = await openDatabase({ url: databaseUrl, poolSize: 3 });
  if (!EMBEDDED) await migrateToLatest(database);
  return database;
}

/**
 * A worker: library uploads and renders from the one job queue, one job of each at a time. On its
 * own machine it needs PostgreSQL (DATABASE_URL) and the servers' blob store (BLOB_STORE=s3://…, or
 * DATA_DIR on a shared disk); forked by the server
 * on the embedded default it runs below the server's CPU priority, so requests keep a core.
 */
async function main(): Promise<void> {
  if (EMBEDDED) setPriority(10);
  const config = loadConfig();
  const database = await openWorkerDatabase(config.databaseUrl);
  const db = database.db;
  const blobs = openBlobStore(config.blobStore);
  const jobs = new JobQueue(db);
  const renders = new RenderJobs(db, jobs, createQuotas(db));
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => console.warn(message, JSON.stringify(fields)),
  };
  const id = `${EMBEDDED ? 'embedded' : 'worker'}-${randomUUID()}`;
  const library = createLibraryWorker({
    db,
    jobs,
    blobs,
    workerId: `${id}:library`,
    apiBase: config.bases.api,
  });
  // The library's runner also rolls the recorded events up into days and delivers webhooks.
  registerRollupHandler(library.runner, db);
  registerWebhookDeliveries(library.runner, db, config);
  const worker = createRenderWorker({ id, db, blobs, jobs, renders, log });
  process.on('message', (message: { channel?: string; body?: { id: string; kind: string } }) => {
    if (message?.channel === ENQUEUED_MESSAGE && message.body) jobs.events.emit('enqueued', message.body);
  });
  library.start();
  worker.start();
  console.log(`worker ${id} started`);
  // Ctrl-C reaches both the server and this worker, and the server asks it to stop as well: once is enough.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([library.stop(), worker.stop()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The server that forked this worker is gone: nothing is left to work for.
  process.on('disconnect', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
