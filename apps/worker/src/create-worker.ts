import type { DB } from '@roomcraft/db';
import type { JobQueue } from '@roomcraft/jobs';
import type { BlobStore, RenderJobs } from '@roomcraft/server';
import type { Kysely } from 'kysely';
import { CyclesEngine } from './engines/cycles/cycles-engine.ts';
import type { RenderEngine } from './engines/engine.ts';
import { WebglEngine } from './engines/webgl/webgl-engine.ts';
import { DbProductModels } from './export/db-product-models.ts';
import type { WorkerLog } from './render-job.ts';
import { RenderWorker } from './render-worker.ts';

export interface CreateWorkerOptions {
  id: string;
  db: Kysely<DB>;
  blobs: BlobStore;
  jobs: JobQueue;
  renders: RenderJobs;
  engines?: RenderEngine[];
  idleMs?: number;
  log?: WorkerLog;
}

/** A render worker with every engine this build has. */
export function createRenderWorker(options: CreateWorkerOptions): RenderWorker {
  return new RenderWorker({
    id: options.id,
    jobs: options.jobs,
    renders: options.renders,
    deps: { db: options.db, blobs: options.blobs, models: new DbProductModels(options.db, options.blobs) },
    engines: options.engines ?? [new CyclesEngine(), new WebglEngine()],
    idleMs: options.idleMs,
    log: options.log,
  });
}
