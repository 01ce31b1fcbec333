import type { FailOutcome, Job, JobQueue } from './job-queue.ts';

/** Thrown by a handler for a problem retrying cannot fix (a broken upload): the job fails at once. */
export class PermanentJobError extends Error {}

export interface JobContext {
  workerId: string;
  /** Reports progress (0..1); it reaches the queue with the next lease renewal, at most once a second. */
  progress(fraction: number): void;
  /** Aborted when the worker stops (the job is given back) or loses the job to another worker. */
  signal: AbortSignal;
}

/** Runs one job of a kind; what it returns is stored as the job's result. */
export type JobHandler<P = unknown, R = unknown> = (job: Job<P>, context: JobContext) => Promise<R>;

export interface JobHandlerOptions<P = unknown> {
  /** Called once a job of this kind has failed for good (its owner settles: refund, mark failed). */
  onFailed?: (job: Job<P>, error: string) => Promise<void>;
}

export interface RunnerLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface JobRunnerOptions {
  queue: JobQueue;
  workerId: string;
  /** Jobs run at the same time (default 1). */
  concurrency?: number;
  /** How long an idle slot waits before looking again; an enqueue in this process wakes it at once. */
  idleMs?: number;
  log?: RunnerLog;
}

interface Registered {
  handler: JobHandler;
  options: JobHandlerOptions;
}

/**
 * A worker: takes jobs of the kinds it has handlers for, renews each job's lease while its handler
 * runs, and records the outcome. A stopped runner aborts its handlers and gives their jobs back.
 */
export class JobRunner {
  private readonly handlers = new Map<string, Registered>();
  private running = false;
  /** Set by stop() only: a job that ends while stopping goes back to the queue. */
  private stopping = false;
  private slots: Promise<void>[] = [];
  private readonly active = new Set<AbortController>();
  private wake: (() => void) | undefined;
  private readonly onEnqueued = ({ kind }: { kind: string }) => {
    if (this.handlers.has(kind)) this.wake?.();
  };

  constructor(private readonly options: JobRunnerOptions) {}

  registerHandler<P, R>(kind: string, handler: JobHandler<P, R>, options: JobHandlerOptions<P> = {}): this {
    this.handlers.set(kind, { handler: handler as JobHandler, options: options as JobHandlerOptions });
    return this;
  }

  /** Forgets a kind (an engine that turned out to be missing); jobs under way finish. */
  unregisterHandler(kind: string): void {
    this.handlers.delete(kind);
  }

  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.options.queue.events.on('enqueued', this.onEnqueued);
    this.slots = Array.from({ length: this.options.concurrency ?? 1 }, () => this.loop());
  }

  /** Stops taking jobs, aborts the ones under way (they go back to the queue) and waits for the slots. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.options.queue.events.off('enqueued', this.onEnqueued);
    for (const controller of this.active) controller.abort();
    this.wake?.();
    await Promise.all(this.slots);
    this.slots = [];
  }

  /** Runs ready jobs one at a time until none is left; returns how many ran. For tests and one-shot use. */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.takeOne()) ran++;
    return ran;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let took = false;
      try {
        took = await this.takeOne();
      } catch (error) {
        this.options.log?.warn(
          { workerId: this.options.workerId },
          `job runner: ${(error as Error).message}`,
        );
      }
      if (!took && this.running) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.idleMs ?? 1_000);
      const previous = this.wake;
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        previous?.();
        done();
      };
    });
  }

  private async takeOne(): Promise<boolean> {
    const { queue, workerId } = this.options;
    if (this.stopping) return false;
    await this.settleAbandoned();
    const job = await queue.claim(workerId, this.kinds);
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async settleAbandoned(): Promise<void> {
    for (const job of await this.options.queue.failAbandoned(this.kinds))
      await this.handlers.get(job.kind)?.options.onFailed?.(job, job.error ?? 'abandoned');
  }

  private async run(job: Job): Promise<void> {
    const { queue, workerId } = this.options;
    const registered = this.handlers.get(job.kind)!;
    const controller = new AbortController();
    this.active.add(controller);
    let progress: number | undefined;
    let reportedAt = 0;
    let lost = false;
    const renew = async () => {
      reportedAt = Date.now();
      if (await queue.heartbeat(job.id, workerId, progress)) return;
      lost = true;
      controller.abort(new Error('the job was given to another worker'));
    };
    const timer = setInterval(() => void renew().catch(() => {}), (queue.leaseSeconds * 1000) / 3);
    const context: JobContext = {
      workerId,
      signal: controller.signal,
      progress: (fraction) => {
        progress = fraction;
        if (Date.now() - reportedAt > 1_000) void renew().catch(() => {});
      },
    };
    try {
      const result = await registered.handler(job, context);
      // A result that arrives after the stop still counts; one from a lost lease is the new owner's.
      if (!lost) await queue.complete(job.id, workerId, result ?? null);
    } catch (error) {
      await this.failed(job, registered, error as Error, lost);
    } finally {
      clearInterval(timer);
      this.active.delete(controller);
    }
  }

  private async failed(job: Job, registered: Registered, error: Error, lost: boolean): Promise<void> {
    const { queue, workerId, log } = this.options;
    // Lost to another worker: nothing is ours to report. Stopping: the job goes back untouched.
    if (lost) return;
    if (this.stopping) {
      await queue.release(job.id, workerId);
      return;
    }
    log?.warn({ jobId: job.id, kind: job.kind }, `job ${job.kind} ${job.id} failed: ${error.message}`);
    const message = error.message;
    const outcome: FailOutcome | undefined = await queue.fail(job.id, workerId, message, {
      retry: !(error instanceof PermanentJobError),
    });
    if (outcome === 'failed') await registered.options.onFailed?.(job, message);
  }
}
