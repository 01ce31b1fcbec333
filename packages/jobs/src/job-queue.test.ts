import type { Database } from '@roomcraft/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from './job-queue.ts';
import { ENGINES, openTestDatabase } from './test-database.ts';

/** Lets a lease or a back-off run out without waiting for it. */
async function age(database: Database, id: string, seconds: number) {
  await sql`update jobs set lease_expires_at = lease_expires_at - make_interval(secs => ${seconds}),
    run_after = run_after - make_interval(secs => ${seconds}) where id = ${id}`.execute(database.db);
}

describe.each(ENGINES)('the job queue on %s', (engine) => {
  let database: Database;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    queue = new JobQueue(database.db, { leaseSeconds: 30, backoffSeconds: 10 });
  }, 120_000);
  afterAll(() => database.close());

  it('hands out the most urgent job first, then the oldest, each to one worker only', async () => {
    const low = await queue.enqueue('mail', { to: 'a' });
    const high = await queue.enqueue('mail', { to: 'b' }, { priority: 5 });
    const other = await queue.enqueue('render', { id: 'r' }, { priority: 9 });
    expect((await queue.claim('w1', ['mail']))?.id).toBe(high);
    expect((await queue.claim('w2', ['mail']))?.id).toBe(low);
    expect(await queue.claim('w3', ['mail'])).toBeUndefined();
    const render = await queue.claim<{ id: string }>('w3', ['render', 'mail']);
    expect(render).toMatchObject({ id: other, payload: { id: 'r' }, attempts: 1, lease_owner: 'w3' });
  });

  it('keeps one waiting job per dedupe key, and takes a new one once it finished', async () => {
    const first = await queue.enqueue('rollup', { day: 1 }, { dedupeKey: 'day-1' });
    expect(await queue.enqueue('rollup', { day: 1 }, { dedupeKey: 'day-1' })).toBe(first);
    await queue.claim('w1', ['rollup']);
    expect(await queue.enqueue('rollup', { day: 1 }, { dedupeKey: 'day-1' })).toBe(first);
    await queue.complete(first, 'w1');
    expect(await queue.enqueue('rollup', { day: 1 }, { dedupeKey: 'day-1' })).not.toBe(first);
  });

  it('completes once: a second completion, or one by another worker, changes nothing', async () => {
    const id = await queue.enqueue('once', {});
    await queue.claim('w1', ['once']);
    expect(await queue.complete(id, 'w2', { by: 'w2' })).toBe(false);
    expect(await queue.complete(id, 'w1', { by: 'w1' })).toBe(true);
    expect(await queue.complete(id, 'w1', { by: 'again' })).toBe(false);
    expect(await queue.fail(id, 'w1', 'late')).toBeUndefined();
    expect(await queue.get(id)).toMatchObject({
      state: 'DONE',
      result: { by: 'w1' },
      progress: 1,
      error: null,
    });
  });

  it('retries a failure later each time, then fails it for good', async () => {
    const id = await queue.enqueue('flaky', {}, { maxAttempts: 2 });
    await queue.claim('w1', ['flaky']);
    expect(await queue.fail(id, 'w1', 'first')).toBe('retrying');
    // Backing off: not ready yet.
    expect(await queue.claim('w1', ['flaky'])).toBeUndefined();
    const waiting = await queue.get(id);
    const delay = (waiting!.run_after.getTime() - waiting!.updated_at.getTime()) / 1000;
    expect(delay).toBeCloseTo(10, 0);
    await age(database, id, 11);
    expect((await queue.claim('w2', ['flaky']))?.attempts).toBe(2);
    expect(await queue.fail(id, 'w2', 'second')).toBe('failed');
    expect(await queue.get(id)).toMatchObject({ state: 'FAILED', error: 'second' });
  });

  it('fails at once what must not be retried', async () => {
    const id = await queue.enqueue('upload', {});
    await queue.claim('w1', ['upload']);
    expect(await queue.fail(id, 'w1', 'not a model', { retry: false })).toBe('failed');
  });

  it('gives a silent worker’s job to the next, and fails it when no attempt is left', async () => {
    const id = await queue.enqueue('long', {}, { maxAttempts: 2 });
    await queue.claim('dies', ['long']);
    expect(await queue.heartbeat(id, 'dies', 0.4)).toBe(true);
    expect(await queue.claim('w2', ['long'])).toBeUndefined();
    await age(database, id, 31);
    expect(await queue.claim('w2', ['long'])).toMatchObject({
      id,
      attempts: 2,
      lease_owner: 'w2',
      progress: 0,
    });
    expect(await queue.heartbeat(id, 'dies', 0.5)).toBe(false);
    expect(await queue.complete(id, 'dies')).toBe(false);
    await age(database, id, 31);
    expect(await queue.claim('w3', ['long'])).toBeUndefined();
    const [abandoned] = await queue.failAbandoned(['long']);
    expect(abandoned).toMatchObject({
      id,
      state: 'FAILED',
      error: 'The job stopped 2 times without finishing.',
    });
  });

  it('announces progress, completion and failure to listeners', async () => {
    const seen: string[] = [];
    queue.events.on('progress', (e) => seen.push(`progress ${e.progress}`));
    queue.events.on('completed', (e) => seen.push(`completed ${e.kind}`));
    const id = await queue.enqueue('told', {});
    await queue.claim('w1', ['told']);
    await queue.heartbeat(id, 'w1', 0.25);
    await queue.heartbeat(id, 'w1', 7);
    await queue.complete(id, 'w1');
    expect(seen).toEqual(['progress 0.25', 'progress 0.99', 'completed told']);
    expect((await queue.get(id))?.progress).toBe(1);
  });
});
