import type { DB } from '@roomcraft/db';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { conflict, notFound } from '../../http/errors.ts';
import type { OperatorPrincipal } from '../auth/sessions.ts';
import { WORKER_SILENCE_SECONDS } from '../renders/renders.repository.ts';
import type { OperatorAuditLog } from './audit-log.ts';

const RECENT_FAILURES = 50;
const lastDay = sql<Date>`now() - interval '24 hours'`;

/** The render queue as operators watch it: totals, each worker's share, and what failed. */
export class RenderHealth {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: OperatorAuditLog,
  ) {}

  async health() {
    const [states, workers, perWorker, failed] = await Promise.all([
      this.db
        .selectFrom('render_jobs')
        .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
        .where('state', 'in', ['QUEUED', 'RUNNING', 'FAILED'])
        .groupBy('state')
        .execute(),
      this.db.selectFrom('render_workers').selectAll().orderBy('seen_at', 'desc').execute(),
      this.db
        .selectFrom('render_jobs')
        .select([
          'worker_id',
          (eb) => eb.fn.count<string>('id').filterWhere('state', '=', 'RUNNING').as('running'),
          (eb) =>
            eb.fn
              .count<string>('id')
              .filterWhere('state', '=', 'DONE')
              .filterWhere('finished_at', '>', lastDay)
              .as('done'),
          (eb) =>
            eb.fn
              .count<string>('id')
              .filterWhere('state', '=', 'FAILED')
              .filterWhere('finished_at', '>', lastDay)
              .as('failed'),
        ])
        .where('worker_id', 'is not', null)
        .groupBy('worker_id')
        .execute(),
      this.db
        .selectFrom('render_jobs')
        .select([
          'id',
          'project_id',
          'user_id',
          'type',
          'tier',
          'worker_id',
          'attempts',
          'error',
          'finished_at',
        ])
        .where('state', '=', 'FAILED')
        .orderBy('finished_at', 'desc')
        .limit(RECENT_FAILURES)
        .execute(),
    ]);
    const count = (state: string) => Number(states.find((s) => s.state === state)?.count ?? 0);
    const shares = new Map(perWorker.map((w) => [w.worker_id, w]));
    const silentBefore = Date.now() - WORKER_SILENCE_SECONDS * 1000;
    return {
      totals: { queued: count('QUEUED'), running: count('RUNNING'), failed: count('FAILED') },
      workers: workers.map((w) => {
        const share = shares.get(w.id);
        return {
          workerId: w.id,
          hostname: w.hostname,
          seenAt: w.seen_at.toISOString(),
          live: w.seen_at.getTime() >= silentBefore,
          running: Number(share?.running ?? 0),
          done: Number(share?.done ?? 0),
          failed: Number(share?.failed ?? 0),
        };
      }),
      failedJobs: failed.map((job) => ({
        id: job.id,
        projectId: job.project_id,
        userId: job.user_id,
        type: job.type,
        tier: job.tier,
        workerId: job.worker_id,
        attempts: job.attempts,
        error: job.error,
        finishedAt: job.finished_at?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Queues a failed job again from the start. Its unit was given back when it failed and is not
   * taken again: the failure was the platform's (docs/decisions/operator-audit.md).
   */
  async retry(operator: OperatorPrincipal, id: string, request: FastifyRequest): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const job = await trx
        .selectFrom('render_jobs')
        .select(['id', 'state', 'attempts', 'error', 'worker_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!job) throw notFound('render job');
      if (job.state !== 'FAILED')
        throw conflict('Only a failed render is queued again.', 'render_not_failed');
      await trx
        .updateTable('render_jobs')
        .set({
          state: 'QUEUED',
          attempts: 0,
          progress: 0,
          worker_id: null,
          heartbeat_at: null,
          error: null,
          started_at: null,
          finished_at: null,
        })
        .where('id', '=', id)
        .execute();
      await this.audit.record(
        {
          operatorId: operator.id,
          action: 'render.retry',
          targetType: 'render_job',
          targetId: id,
          before: { state: job.state, attempts: job.attempts, error: job.error, workerId: job.worker_id },
          after: { state: 'QUEUED', attempts: 0 },
        },
        request,
        trx,
      );
    });
  }
}
