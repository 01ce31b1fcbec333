import type { DB, RenderStandInRecord } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import type { WebhookEvents } from '../open-api/webhooks/webhook-events.ts';
import type { QuotasService } from '../quotas/quotas.service.ts';
import { type RenderJobRow, WORKER_SILENCE_SECONDS } from './renders.repository.ts';

/** A job fails for good after this many workers took it and went silent or failed. */
export const MAX_ATTEMPTS = 3;

export interface EngineReport {
  name: string;
  available: boolean;
  reason: string | null;
}

/**
 * The durable render queue: jobs live in `render_jobs`; any number of workers on any number of
 * machines take them with FOR UPDATE SKIP LOCKED. A worker that goes silent loses its job to the
 * next one; only the worker that holds a job may report on it.
 */
export class RenderQueue {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly quotas: Pick<QuotasService, 'refund'>,
    /** Announces finished renders to the enterprise's RENDER_FINISHED webhooks. */
    private readonly events?: Pick<WebhookEvents, 'emit'>,
  ) {}

  async announce(workerId: string, hostname: string, engines: EngineReport[]): Promise<void> {
    await this.db
      .insertInto('render_workers')
      .values({ id: workerId, hostname, engines: JSON.stringify(engines), seen_at: new Date() })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ engines: JSON.stringify(engines), seen_at: new Date() }),
      )
      .execute();
  }

  /** Takes the oldest waiting job of these engines, or one whose worker went silent. */
  async claim(workerId: string, engines: string[]): Promise<RenderJobRow | undefined> {
    if (engines.length === 0) return undefined;
    return this.db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('render_jobs')
        .select('id')
        .where('engine', 'in', engines)
        .where((eb) =>
          eb.or([
            eb('state', '=', 'QUEUED'),
            eb.and([
              eb('state', '=', 'RUNNING'),
              eb('attempts', '<', MAX_ATTEMPTS),
              eb('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${WORKER_SILENCE_SECONDS})`),
            ]),
          ]),
        )
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!next) return undefined;
      return trx
        .updateTable('render_jobs')
        .set((eb) => ({
          state: 'RUNNING',
          worker_id: workerId,
          heartbeat_at: new Date(),
          started_at: new Date(),
          progress: 0,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', next.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Records progress; false when the job is no longer this worker's (it was given to another). */
  async heartbeat(jobId: string, workerId: string, progress: number): Promise<boolean> {
    const result = await this.db
      .updateTable('render_jobs')
      .set({ heartbeat_at: new Date(), progress: Math.min(0.99, Math.max(0, progress)) })
      .where('id', '=', jobId)
      .where('worker_id', '=', workerId)
      .where('state', '=', 'RUNNING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ends a job DONE with its image and the products it drew as stand-ins; false when it is no longer ours. */
  async complete(
    jobId: string,
    workerId: string,
    imageId: string,
    standIns: RenderStandInRecord[] = [],
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('render_jobs')
      .set({
        state: 'DONE',
        progress: 1,
        image_id: imageId,
        finished_at: new Date(),
        error: null,
        stand_ins: JSON.stringify(standIns),
      })
      .where('id', '=', jobId)
      .where('worker_id', '=', workerId)
      .where('state', '=', 'RUNNING')
      .returning(['enterprise_id', 'project_id', 'request_id', 'type'])
      .executeTakeFirst();
    if (!result) return false;
    if (result.enterprise_id) {
      await this.events?.emit(result.enterprise_id, 'RENDER_FINISHED', {
        renderJobId: jobId,
        requestId: result.request_id,
        projectId: result.project_id,
        imageId,
        type: result.type,
      });
    }
    return true;
  }

  /** Ends a job FAILED with its reason and gives its quota unit back. */
  async fail(job: Pick<RenderJobRow, 'id' | 'charge_key'>, workerId: string, reason: string): Promise<void> {
    const result = await this.db
      .updateTable('render_jobs')
      .set({ state: 'FAILED', error: reason.slice(0, 2000), finished_at: new Date() })
      .where('id', '=', job.id)
      .where('worker_id', '=', workerId)
      .where('state', '=', 'RUNNING')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) await this.quotas.refund(job.charge_key);
  }

  /** Jobs that went silent too often end FAILED (and refunded) instead of being taken again. */
  async failExhausted(): Promise<number> {
    const stale = await this.db
      .selectFrom('render_jobs')
      .select(['id', 'charge_key', 'worker_id'])
      .where('state', '=', 'RUNNING')
      .where('attempts', '>=', MAX_ATTEMPTS)
      .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${WORKER_SILENCE_SECONDS})`)
      .execute();
    for (const job of stale) {
      await this.fail(job, job.worker_id!, `The render stopped ${MAX_ATTEMPTS} times without finishing.`);
    }
    return stale.length;
  }
}
