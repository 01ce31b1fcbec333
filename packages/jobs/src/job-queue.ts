import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { DB, JobsTable } from '@roomcraft/db';
import { type Kysely, type Selectable, sql } from 'kysely';

export type Job<P = unknown> = Omit<Selectable<JobsTable>, 'payload'> & { payload: P };

export interface EnqueueOptions {
  /** Higher runs first (default 0). */
  priority?: number;
  /** How many times a worker may take it before it fails for good (default 3). */
  maxAttempts?: number;
  /** While a job of this kind and key is queued or running, enqueueing again returns its id. */
  dedupeKey?: string;
  /** Not before then (default now). */
  runAfter?: Date;
}

/** What a failure does: retry later (the default while attempts are left) or end the job now. */
export interface FailOptions {
  retry?: boolean;
}

export type FailOutcome = 'retrying' | 'failed';

export interface JobEvents {
  enqueued: [{ id: string; kind: string }];
  progress: [{ id: string; kind: string; progress: number }];
  completed: [{ id: string; kind: string; result: unknown }];
  failed: [{ id: string; kind: string; error: string; outcome: FailOutcome }];
}

export interface JobQueueOptions {
  /** A worker that has not renewed its lease for this long loses the job (default 60 s). */
  leaseSeconds?: number;
  /** The first retry waits this long, each next one twice as long (default 30 s). */
  backoffSeconds?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * The one durable queue of every background job kind (table `jobs`). A job is claimed in one
 * statement with FOR UPDATE SKIP LOCKED, so any number of workers on PostgreSQL never take the
 * same job (PGlite has one connection, where the statement is simply atomic). Only the lease owner
 * may report on a job; completing or failing a job that is no longer running changes nothing.
 */
export class JobQueue {
  readonly events = new EventEmitter<JobEvents>();
  readonly leaseSeconds: number;
  private readonly backoffSeconds: number;

  constructor(
    private readonly db: Kysely<DB>,
    options: JobQueueOptions = {},
  ) {
    this.leaseSeconds = options.leaseSeconds ?? 60;
    this.backoffSeconds = options.backoffSeconds ?? 30;
  }

  /** Queues a job and returns its id (the waiting one's id when its dedupe key is already queued). */
  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions = {}): Promise<string> {
    const id = randomUUID();
    const inserted = await this.db
      .insertInto('jobs')
      .values({
        id,
        kind,
        payload: JSON.stringify(payload),
        priority: options.priority ?? 0,
        max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        dedupe_key: options.dedupeKey ?? null,
        ...(options.runAfter ? { run_after: options.runAfter } : {}),
      })
      .onConflict((oc) =>
        oc
          .columns(['kind', 'dedupe_key'])
          .where('dedupe_key', 'is not', null)
          .where('state', 'in', ['QUEUED', 'RUNNING'])
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      this.events.emit('enqueued', { id, kind });
      return inserted.id;
    }
    const waiting = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('dedupe_key', '=', options.dedupeKey!)
      .where('state', 'in', ['QUEUED', 'RUNNING'])
      .executeTakeFirstOrThrow();
    return waiting.id;
  }

  /**
   * Takes the most urgent ready job of these kinds for this worker: a queued one whose time has
   * come, or a running one whose worker went silent (its lease ran out) and that has attempts left.
   */
  async claim<P = unknown>(workerId: string, kinds: readonly string[]): Promise<Job<P> | undefined> {
    if (kinds.length === 0) return undefined;
    const result = await sql<Job<P>>`
      update jobs set state = 'RUNNING', lease_owner = ${workerId},
        lease_expires_at = now() + make_interval(secs => ${this.leaseSeconds}),
        attempts = attempts + 1, progress = 0, updated_at = now()
      where id = (
        select id from jobs
        where kind in (${sql.join(kinds)}) and (
          (state = 'QUEUED' and run_after <= now())
          or (state = 'RUNNING' and lease_expires_at < now() and attempts < max_attempts)
        )
        order by priority desc, run_after, created_at, id
        for update skip locked limit 1
      )
      returning *`.execute(this.db);
    return result.rows[0];
  }

  /** Renews the lease and records progress; false when the job is no longer this worker's. */
  async heartbeat(id: string, workerId: string, progress?: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        lease_expires_at: sql<Date>`now() + make_interval(secs => ${this.leaseSeconds})`,
        updated_at: new Date(),
        ...(progress === undefined ? {} : { progress: clampProgress(progress) }),
      })
      .where('id', '=', id)
      .where('lease_owner', '=', workerId)
      .where('state', '=', 'RUNNING')
      .returning('kind')
      .executeTakeFirst();
    if (result && progress !== undefined)
      this.events.emit('progress', { id, kind: result.kind, progress: clampProgress(progress) });
    return result !== undefined;
  }

  /** Ends the job DONE with its result; false (and nothing changed) when it is not this worker's running job. */
  async complete(id: string, workerId: string, result: unknown = null): Promise<boolean> {
    const done = await this.db
      .updateTable('jobs')
      .set({
        state: 'DONE',
        progress: 1,
        result: JSON.stringify(result),
        error: null,
        lease_expires_at: null,
        finished_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('lease_owner', '=', workerId)
      .where('state', '=', 'RUNNING')
      .returning('kind')
      .executeTakeFirst();
    if (done) this.events.emit('completed', { id, kind: done.kind, result });
    return done !== undefined;
  }

  /**
   * Reports a failed attempt: queued again after an exponential back-off while attempts are left
   * (unless `retry: false`), otherwise FAILED. Undefined when it is not this worker's running job.
   */
  async fail(
    id: string,
    workerId: string,
    error: string,
    options: FailOptions = {},
  ): Promise<FailOutcome | undefined> {
    const retry = options.retry ?? true;
    const failed = await sql<{ kind: string; state: string }>`
      update jobs set
        state = case when ${retry} and attempts < max_attempts then 'QUEUED' else 'FAILED' end,
        run_after = case when ${retry} and attempts < max_attempts
          then now() + make_interval(secs => ${this.backoffSeconds} * power(2, attempts - 1))
          else run_after end,
        finished_at = case when ${retry} and attempts < max_attempts then null else now() end,
        error = ${error.slice(0, 2000)}, lease_owner = null, lease_expires_at = null, updated_at = now()
      where id = ${id} and lease_owner = ${workerId} and state = 'RUNNING'
      returning kind, state`.execute(this.db);
    const row = failed.rows[0];
    if (!row) return undefined;
    const outcome: FailOutcome = row.state === 'QUEUED' ? 'retrying' : 'failed';
    this.events.emit('failed', { id, kind: row.kind, error, outcome });
    return outcome;
  }

  /**
   * Jobs of these kinds whose worker went silent on their last attempt end FAILED; returns them so
   * their owners can settle (refund, mark the product failed).
   */
  async failAbandoned<P = unknown>(kinds: readonly string[]): Promise<Job<P>[]> {
    if (kinds.length === 0) return [];
    const result = await sql<Job<P>>`
      update jobs set state = 'FAILED', finished_at = now(), updated_at = now(), lease_expires_at = null,
        error = 'The job stopped ' || attempts || ' times without finishing.'
      where id in (
        select id from jobs where kind in (${sql.join(kinds)}) and state = 'RUNNING'
          and lease_expires_at < now() and attempts >= max_attempts
        for update skip locked
      )
      returning *`.execute(this.db);
    for (const job of result.rows)
      this.events.emit('failed', { id: job.id, kind: job.kind, error: job.error!, outcome: 'failed' });
    return result.rows;
  }

  /** Gives a job back untouched (its worker is stopping): it waits again and the attempt is not counted. */
  async release(id: string, workerId: string): Promise<boolean> {
    const released = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'QUEUED',
        attempts: eb('attempts', '-', 1),
        lease_owner: null,
        lease_expires_at: null,
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .where('lease_owner', '=', workerId)
      .where('state', '=', 'RUNNING')
      .executeTakeFirst();
    return Number(released.numUpdatedRows) === 1;
  }

  get<P = unknown>(id: string): Promise<Job<P> | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
      Job<P> | undefined
    >;
  }
}

const clampProgress = (progress: number) => Math.min(0.99, Math.max(0, progress));
