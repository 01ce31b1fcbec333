import type { DB, RenderJobsTable } from '@roomcraft/db';
import { type Kysely, type Selectable, sql } from 'kysely';

export type RenderJobRow = Selectable<RenderJobsTable>;

/** How long a worker may stay silent before its job is given to another (it heartbeats every 5 s). */
export const WORKER_SILENCE_SECONDS = 30;

export class RendersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  list(filter: { userId: string; sessionId?: string; projectId?: string }): Promise<RenderJobRow[]> {
    let query = this.db.selectFrom('render_jobs').selectAll().where('user_id', '=', filter.userId);
    if (filter.sessionId) query = query.where('session_id', '=', filter.sessionId);
    if (filter.projectId) query = query.where('project_id', '=', filter.projectId);
    return query.orderBy('created_at', 'desc').limit(200).execute();
  }

  byIds(ids: string[]): Promise<RenderJobRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('render_jobs')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('created_at')
      .execute();
  }

  /** Position in the queue of each waiting job: how many of its engine wait before it. */
  async queuePositions(jobs: RenderJobRow[]): Promise<Map<string, number>> {
    const waiting = jobs.filter((j) => j.state === 'QUEUED');
    const positions = new Map<string, number>();
    for (const job of waiting) {
      const row = await this.db
        .selectFrom('render_jobs')
        .select((eb) => eb.fn.countAll<string>().as('ahead'))
        .where('state', '=', 'QUEUED')
        .where('engine', '=', job.engine)
        .where('created_at', '<', job.created_at)
        .executeTakeFirstOrThrow();
      positions.set(job.id, Number(row.ahead) + 1);
    }
    return positions;
  }

  /** What live workers last said about their engines (null when no worker has been seen lately). */
  async liveEngines(): Promise<Map<string, { available: boolean; reason: string | null }> | null> {
    const workers = await this.db
      .selectFrom('render_workers')
      .select('engines')
      .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${WORKER_SILENCE_SECONDS * 2})`)
      .execute();
    if (workers.length === 0) return null;
    const engines = new Map<string, { available: boolean; reason: string | null }>();
    for (const { engines: list } of workers) {
      for (const engine of list) {
        const known = engines.get(engine.name);
        if (!known?.available)
          engines.set(engine.name, { available: engine.available, reason: engine.reason });
      }
    }
    return engines;
  }
}
