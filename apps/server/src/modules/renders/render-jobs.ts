import type { DB, RenderJobsTable, RenderStandInRecord } from '@roomcraft/db';
import type { Job, JobQueue } from '@roomcraft/jobs';
import type { Insertable, Kysely } from 'kysely';
import type { QuotasService } from '../quotas/quotas.service.ts';
import { RenderOutcomes } from './render-outcomes.ts';
import type { RenderJobRow } from './renders.repository.ts';

/** What a render's end reports to its notification and statistics (RenderOutcomes). */
const FINISHED_COLUMNS = [
  'id',
  'project_id',
  'user_id',
  'enterprise_id',
  'type',
  'tier',
  'request_id',
  'image_id',
] as const;

/** A job fails for good after this many workers took it and went silent. */
export const MAX_ATTEMPTS = 3;

export interface EngineReport {
  name: string;
  available: boolean;
  reason: string | null;
}

/** The queue's kind for a render on an engine (CYCLES, WEBGL, or UPSCALE for an upscaled copy). */
export const renderKind = (engine: string) => `render.${engine}`;

/** What a render's queue job carries: the render's own record has the rest. */
export interface RenderJobPayload {
  renderJobId: string;
}

/**
 * The renders domain's side of its background work: a render's record (`render_jobs`, what users
 * see) is queued on the one job queue under the same id, and every change of its state is written
 * here, as the worker reports it. Taking, leases and retries are the queue's (packages/jobs).
 */
export class RenderJobs {
  constructor(
    private readonly db: Kysely<DB>,
    readonly queue: JobQueue,
    private readonly quotas: Pick<QuotasService, 'refund'>,
    private readonly outcomes: RenderOutcomes = new RenderOutcomes(db),
  ) {}

  /** Records the renders and queues one job each. */
  async add(rows: Insertable<RenderJobsTable>[]): Promise<void> {
    await this.db.insertInto('render_jobs').values(rows).execute();
    for (const row of rows)
      await this.queue.enqueue<RenderJobPayload>(
        renderKind(row.engine),
        { renderJobId: row.id },
        { id: row.id, subject: row.id, maxAttempts: MAX_ATTEMPTS },
      );
  }

  /** What a worker says about its engines; the request checks it before taking a unit. */
  async announce(workerId: string, hostname: string, engines: EngineReport[]): Promise<void> {
    await this.db
      .insertInto('render_workers')
      .values({ id: workerId, hostname, engines: JSON.stringify(engines), seen_at: new Date() })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ engines: JSON.stringify(engines), seen_at: new Date() }),
      )
      .execute();
  }

  /** A worker took the render's job: it is RUNNING on that worker, at that attempt (undefined: the render is gone). */
  started(job: Job<RenderJobPayload>, workerId: string): Promise<RenderJobRow | undefined> {
    return this.db
      .updateTable('render_jobs')
      .set({
        state: 'RUNNING',
        worker_id: workerId,
        attempts: job.attempts,
        heartbeat_at: new Date(),
        started_at: new Date(),
        progress: 0,
      })
      .where('id', '=', job.payload.renderJobId)
      .returningAll()
      .executeTakeFirst();
  }

  async progressed(renderJobId: string, workerId: string, progress: number): Promise<void> {
    await this.db
      .updateTable('render_jobs')
      .set({ heartbeat_at: new Date(), progress: Math.min(0.99, Math.max(0, progress)) })
      .where('id', '=', renderJobId)
      .where('worker_id', '=', workerId)
      .where('state', '=', 'RUNNING')
      .execute();
  }

  /** The render is DONE with its image and the products it drew as stand-ins (once: the queue completed its job). */
  async completed(renderJobId: string, imageId: string, standIns: RenderStandInRecord[]): Promise<void> {
    const done = await this.db
      .updateTable('render_jobs')
      .set({
        state: 'DONE',
        progress: 1,
        image_id: imageId,
        finished_at: new Date(),
        error: null,
        stand_ins: JSON.stringify(standIns),
      })
      .where('id', '=', renderJobId)
      .returning(FINISHED_COLUMNS)
      .executeTakeFirst();
    if (done) await this.outcomes.finished(done, { state: 'DONE' });
  }

  /** The render FAILED for good with its reason; its quota unit goes back (once). */
  async failed(renderJobId: string, reason: string): Promise<void> {
    const failed = await this.db
      .updateTable('render_jobs')
      .set({ state: 'FAILED', error: reason.slice(0, 2000), finished_at: new Date() })
      .where('id', '=', renderJobId)
      .where('state', 'in', ['QUEUED', 'RUNNING'])
      .returning(['charge_key', ...FINISHED_COLUMNS])
      .executeTakeFirst();
    if (!failed) return;
    await this.quotas.refund(failed.charge_key);
    await this.outcomes.finished(failed, { state: 'FAILED', reason });
  }
}
