import type { DB, ProcessingJobsTable } from '@roomcraft/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { newId } from '../../../lib/ids.ts';

export type JobRow = Selectable<ProcessingJobsTable>;
export type JobKind = ProcessingJobsTable['kind'];

/** A running job whose worker has been silent this long is taken to have crashed and is queued again. */
const STALE_AFTER = '10 minutes';

/**
 * The durable processing queue: a job is taken with FOR UPDATE SKIP LOCKED, so any number of
 * servers can run the loop without two taking the same job.
 */
export class JobsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async enqueue(productId: string, kind: JobKind, payload: Record<string, unknown>): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('processing_jobs')
      .values({ id, product_id: productId, kind, status: 'queued', payload: JSON.stringify(payload) })
      .execute();
    return id;
  }

  /** Takes the oldest ready job for this worker, or nothing. */
  async take(workerId: string): Promise<JobRow | undefined> {
    const result = await sql<JobRow>`
      update processing_jobs set status = 'running', locked_at = now(), locked_by = ${workerId},
        attempts = attempts + 1, updated_at = now()
      where id = (
        select id from processing_jobs where status = 'queued' and run_after <= now()
        order by run_after, created_at for update skip locked limit 1
      )
      returning *`.execute(this.db);
    return result.rows[0];
  }

  async finish(id: string): Promise<void> {
    await this.db
      .updateTable('processing_jobs')
      .set({ status: 'done', locked_at: null, error: null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async fail(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('processing_jobs')
      .set({ status: 'failed', locked_at: null, error, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Queues a job again after a crash of the pipeline itself, later each time. */
  async retryLater(id: string, error: string, delaySeconds: number): Promise<void> {
    await this.db
      .updateTable('processing_jobs')
      .set({
        status: 'queued',
        locked_at: null,
        error,
        run_after: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }

  async requeueStale(): Promise<number> {
    const result = await this.db
      .updateTable('processing_jobs')
      .set({ status: 'queued', locked_at: null, updated_at: new Date() })
      .where('status', '=', 'running')
      .where('locked_at', '<', sql<Date>`now() - ${STALE_AFTER}::interval`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  latestOf(productId: string): Promise<JobRow | undefined> {
    return this.db
      .selectFrom('processing_jobs')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }
}
