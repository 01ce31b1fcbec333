import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobRow, JobsRepository } from './jobs.repository.ts';

/** Attempts before a job that keeps crashing the pipeline is given up. */
export const MAX_ATTEMPTS = 3;

/** What the pipeline throws for a problem with the upload itself: no retry, the user sees the reason. */
export class RejectedUpload extends Error {}

export interface ProcessingQueueDeps {
  jobs: JobsRepository;
  /** Runs one job to its end: throws RejectedUpload for the user's file, anything else for a crash. */
  run: (job: JobRow) => Promise<void>;
  /** Marks the product FAILED with the reason shown to the user. */
  fail: (job: JobRow, reason: string) => Promise<void>;
  /** Releases what running jobs needs (the model thread) once the loop has stopped. */
  close?: () => Promise<void>;
}

export interface QueueLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Until the server hands over its logger, crashes still reach standard error. */
const STDERR_LOG: QueueLog = { info: () => {}, error: (obj, msg) => console.error(msg, obj) };

/**
 * The job loop, in-process for now: it runs jobs one at a time as they are queued (so uploads are
 * processed without waiting for a poll) and, once started, polls for jobs that other servers
 * queued or that a crash left behind.
 */
export class ProcessingQueue {
  private readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private log = STDERR_LOG;

  constructor(private readonly deps: ProcessingQueueDeps) {}

  /** Runs every ready job; resolves when none is left. Tests await it after an upload. */
  drain(): Promise<void> {
    this.again = true;
    this.stopping = false;
    this.running ??= this.loop()
      .catch((error) => this.log.error({ err: error }, 'processing loop stopped'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Polls every `intervalMs` for queued and stale jobs, logging to `log`; call once at server start. */
  start(options: { log?: QueueLog; intervalMs?: number } = {}): void {
    if (this.timer) return;
    this.log = options.log ?? this.log;
    this.timer = setInterval(() => {
      this.deps.jobs
        .requeueStale()
        .then(() => this.drain())
        .catch((error) => this.log.error({ err: error }, 'processing poll failed'));
    }, options.intervalMs ?? 2000);
    this.timer.unref();
  }

  /** Stops polling and lets the job under way finish; queued jobs stay queued for the next start. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    await this.running;
    await this.deps.close?.();
  }

  private async loop(): Promise<void> {
    while (this.again && !this.stopping) {
      this.again = false;
      for (
        let job = await this.deps.jobs.take(this.workerId);
        job;
        job = this.stopping ? undefined : await this.deps.jobs.take(this.workerId)
      ) {
        await this.process(job);
      }
    }
  }

  private async process(job: JobRow): Promise<void> {
    const started = Date.now();
    try {
      await this.deps.run(job);
      await this.deps.jobs.finish(job.id);
      this.log.info({ jobId: job.id, productId: job.product_id, ms: Date.now() - started }, 'processed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RejectedUpload || job.attempts >= MAX_ATTEMPTS) {
        const reason = error instanceof RejectedUpload ? message : `Processing failed: ${message}`;
        await this.deps.jobs.fail(job.id, reason);
        await this.deps.fail(job, reason);
        return;
      }
      this.log.error({ err: error, jobId: job.id }, 'processing crashed; retrying');
      await this.deps.jobs.retryLater(job.id, message, 30 * job.attempts);
    }
  }
}
