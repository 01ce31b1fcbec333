import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { type Database, serveDatabaseTo } from '@roomcraft/db';
import { ENQUEUED_MESSAGE, type JobQueue } from '@roomcraft/jobs';

/** How far below the server the worker runs (nice 10): requests come first, jobs take what is left. */
const WORKER_NICENESS = 10;
/** A worker that does not stop in this time after being asked is killed; its jobs go back by lease. */
const STOP_GRACE_MS = 10_000;
/** The worker's entry, started by path: the server does not depend on the worker's code. */
const WORKER_ENTRY = join(import.meta.dirname, '../../worker/src/main.ts');

/**
 * The embedded default's worker: a child process (apps/worker) at a lower CPU priority, taking the
 * library's uploads and the renders from the job queue one at a time each. On PGlite, which lives
 * in this process, its queries come here over the IPC channel; on PostgreSQL it opens its own pool.
 * Returns how to stop it.
 */
export function startWorkerProcess(database: Database, jobs: JobQueue): () => Promise<void> {
  const child: ChildProcess = fork(WORKER_ENTRY, [], {
    serialization: 'advanced',
    env: { ...process.env, ROOMCRAFT_WORKER: 'embedded' },
  });
  if (child.pid) setPriority(child.pid, WORKER_NICENESS);
  if (database.engine === 'pglite') serveDatabaseTo(child, database.db);
  // A job queued here wakes the worker at once instead of at its next look.
  const forward = (body: { id: string; kind: string }) => {
    if (child.connected) child.send({ channel: ENQUEUED_MESSAGE, body });
  };
  jobs.events.on('enqueued', forward);
  const exited = once(child, 'exit');
  return async () => {
    jobs.events.off('enqueued', forward);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
}
