import type { FastifyBaseLogger } from 'fastify';

/** A job the server runs once it is ready and then every `everyMs`, never two runs of it at once. */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** Starts the tasks; the answer stops them and waits for runs in progress (call it before closing the database). */
export function startPeriodicTasks(tasks: PeriodicTask[], log: FastifyBaseLogger): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const timers = tasks.map((task) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = task
        .run()
        .then(
          () => {},
          (err) => log.error({ err, task: task.name }, 'periodic task failed'),
        )
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    tick();
    const timer = setInterval(tick, task.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}
