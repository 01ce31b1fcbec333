import type { DB } from '@roomcraft/db';
import { type JobQueue, JobRunner } from '@roomcraft/jobs';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../blobs/blob-store.ts';
import { LibraryAssets } from '../assets.ts';
import { CatalogueMemory } from '../catalogue-memory.ts';
import { ProductsRepository } from '../products/products.repository.ts';
import { registerLibraryHandlers } from './library-jobs.ts';
import { ModelThread } from './model-thread.ts';
import { Pipelines } from './pipelines.ts';

export interface LibraryWorkerOptions {
  db: Kysely<DB>;
  jobs: JobQueue;
  blobs: BlobStore;
  workerId: string;
  apiBase: string;
}

/** A worker for uploads: a job runner with the library's handlers, and the model thread they use. */
export interface LibraryWorker {
  /** Its job runner, which other domains' kinds may join (the statistics rollup). */
  runner: JobRunner;
  start(): void;
  /** Runs every ready upload job; resolves when none is left (tests). */
  drain(): Promise<number>;
  /** Stops promptly: a job under way goes back to the queue; the model thread ends. */
  stop(): Promise<void>;
}

/**
 * The library's processing wherever it runs: in the server's tests, or in a worker process (the
 * embedded default forks one; apps/worker/src/main.ts). It writes products only through the
 * library's own repository and pipelines.
 */
export function createLibraryWorker({
  db,
  jobs,
  blobs,
  workerId,
  apiBase,
}: LibraryWorkerOptions): LibraryWorker {
  const products = new ProductsRepository(db, new CatalogueMemory(db));
  const modelThread = new ModelThread();
  const pipelines = new Pipelines({
    blobs,
    assets: new LibraryAssets(blobs, apiBase),
    products,
    processModel: (source) => modelThread.run(source),
  });
  const runner = registerLibraryHandlers(new JobRunner({ queue: jobs, workerId }), { pipelines, products });
  return {
    runner,
    start: () => runner.start(),
    drain: () => runner.drain(),
    stop: async () => {
      await runner.stop();
      await modelThread.close();
    },
  };
}
