import type { Database } from '@roomcraft/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from './job-queue.ts';
import { JobRunner, PermanentJobError } from './job-runner.ts';
import { ENGINES, openTestDatabase } from './test-database.ts';

describe.each(ENGINES)('a job runner on %s', (engine) => {
  let database: Database;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    queue = new JobQueue(database.db);
  }, 120_000);
  afterAll(() => database.close());

  it('runs each job with its kind’s handler and stores what it returns', async () => {
    const runner = new JobRunner({ queue, workerId: 'w1' })
      .registerHandler<{ n: number }, { doubled: number }>('double', async (job, context) => {
        context.progress(0.5);
        return { doubled: job.payload.n * 2 };
      })
      .registerHandler('other', async () => 'other');
    const id = await queue.enqueue('double', { n: 21 });
    const unhandled = await queue.enqueue('not-mine', {});
    expect(await runner.drain()).toBe(1);
    expect(await queue.get(id)).toMatchObject({ state: 'DONE', result: { doubled: 42 }, attempts: 1 });
    expect((await queue.get(unhandled))?.state).toBe('QUEUED');
  });

  it('fails a permanent error at once and tells the kind’s owner; retries anything else', async () => {
    const settled: string[] = [];
    const runner = new JobRunner({ queue, workerId: 'w1' }).registerHandler(
      'upload',
      async (job) => {
        if ((job.payload as { broken: boolean }).broken) throw new PermanentJobError('not a model');
        throw new Error('out of memory');
      },
      { onFailed: async (job, error) => void settled.push(`${job.id}: ${error}`) },
    );
    const broken = await queue.enqueue('upload', { broken: true });
    const crashing = await queue.enqueue('upload', { broken: false });
    expect(await runner.drain()).toBe(2);
    expect(await queue.get(broken)).toMatchObject({ state: 'FAILED', error: 'not a model' });
    expect(await queue.get(crashing)).toMatchObject({ state: 'QUEUED', error: 'out of memory', attempts: 1 });
    expect(settled).toEqual([`${broken}: not a model`]);
  });

  it('wakes on an enqueue in its process, and on stop gives the job under way back uncounted', async () => {
    const started = Promise.withResolvers<void>();
    const runner = new JobRunner({ queue, workerId: 'w2', idleMs: 60_000 }).registerHandler(
      'slow',
      (_job, { signal }) =>
        new Promise((_resolve, reject) => {
          started.resolve();
          signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    );
    runner.start();
    const id = await queue.enqueue('slow', {});
    await started.promise;
    await runner.stop();
    expect(await queue.get(id)).toMatchObject({ state: 'QUEUED', attempts: 0, lease_owner: null });
  });
});
