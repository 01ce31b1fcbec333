import type { DB } from '@roomcraft/db';
import type { JobQueue, JobRunner } from '@roomcraft/jobs';
import type { Kysely } from 'kysely';
import type { PeriodicTask } from '../../lib/periodic-tasks.ts';
import { rollUpEvents } from './rollups.ts';

/** The jobs queue's kind that rolls the recorded events up into days. */
export const ROLLUP_JOB_KIND = 'statistics.rollup';

/** Any runner of the queue may roll up (the watermark row keeps runs one at a time). */
export function registerRollupHandler(runner: JobRunner, db: Kysely<DB>): void {
  runner.registerHandler(ROLLUP_JOB_KIND, async () => ({ days: await rollUpEvents(db) }));
}

/**
 * Asks for a rollup every minute: a job of the queue, deduplicated so that while one waits or runs
 * no second is queued, whichever server asks.
 */
export function rollupSchedule(jobs: JobQueue): PeriodicTask {
  return {
    name: 'event rollups',
    everyMs: 60_000,
    run: () => jobs.enqueue(ROLLUP_JOB_KIND, {}, { dedupeKey: 'daily', maxAttempts: 1 }),
  };
}
