import { hostname } from 'node:os';
import { RenderImageType } from '@roomcraft/contract';
import type { EngineReport, RenderQueue } from '@roomcraft/server';
import { runBakeJob } from './bake-job.ts';
import type { RenderEngine } from './engines/engine.ts';
import { type JobResult, type RenderJobDeps, runRenderJob, type WorkerLog } from './render-job.ts';
import { runUpscaleJob } from './upscale-job.ts';

export interface RenderWorkerOptions {
  id: string;
  queue: RenderQueue;
  deps: Omit<RenderJobDeps, 'engines' | 'log'>;
  engines: RenderEngine[];
  /** How long to wait before looking again when the queue is empty. */
  idleMs?: number;
  log?: WorkerLog;
}

const HEARTBEAT_MS = 5_000;
const ANNOUNCE_MS = 10_000;

/**
 * Takes render jobs one at a time until stopped. Progress reaches the database at most once a
 * second (and with every heartbeat); a job that is no longer ours is abandoned quietly.
 */
export class RenderWorker {
  private running = false;
  private stopped: Promise<void> = Promise.resolve();
  private announcedAt = 0;
  private engineNames: string[] = [];

  constructor(private readonly options: RenderWorkerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.stopped;
  }

  /** Runs until the queue has no job for this worker; for tests and one-shot use. */
  async drain(): Promise<number> {
    await this.announce();
    let done = 0;
    while (await this.takeOne()) done++;
    return done;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      try {
        if (Date.now() - this.announcedAt > ANNOUNCE_MS) await this.announce();
        await this.options.queue.failExhausted();
        if (!(await this.takeOne())) await sleep(this.options.idleMs ?? 1_000);
      } catch (error) {
        this.options.log?.warn({ workerId: this.options.id }, `render worker: ${(error as Error).message}`);
        await sleep(this.options.idleMs ?? 1_000);
      }
    }
  }

  private async announce(): Promise<void> {
    const reports: EngineReport[] = await Promise.all(
      this.options.engines.map(async (engine) => {
        const { available, reason } = await engine.availability();
        return { name: engine.name, available, reason: reason ?? null };
      }),
    );
    // Upscaling needs nothing but sharp, so every worker takes those jobs too.
    reports.push({ name: 'UPSCALE', available: true, reason: null });
    this.engineNames = reports.filter((r) => r.available).map((r) => r.name);
    await this.options.queue.announce(this.options.id, hostname(), reports);
    this.announcedAt = Date.now();
  }

  private async takeOne(): Promise<boolean> {
    const { queue, id } = this.options;
    const job = await queue.claim(id, this.engineNames);
    if (!job) return false;
    let progress = 0;
    let reported = 0;
    let ours = true;
    const beat = setInterval(() => {
      void queue.heartbeat(job.id, id, progress).then((still) => {
        ours = still;
      });
    }, HEARTBEAT_MS);
    try {
      const engines = new Map(this.options.engines.map((e) => [e.name, e]));
      const onProgress = (fraction: number) => {
        progress = fraction;
        if (Date.now() - reported > 1_000) {
          reported = Date.now();
          void queue.heartbeat(job.id, id, fraction);
        }
      };
      const deps = { ...this.options.deps, engines, log: this.options.log };
      const { imageId, standIns }: JobResult =
        job.engine === 'UPSCALE'
          ? { imageId: await runUpscaleJob(job, this.options.deps, onProgress), standIns: [] }
          : job.type === RenderImageType.Baking
            ? await runBakeJob(job, deps, onProgress)
            : await runRenderJob(job, deps, onProgress);
      if (ours) await queue.complete(job.id, id, imageId, standIns);
    } catch (error) {
      this.options.log?.warn({ jobId: job.id }, `render ${job.id} failed: ${(error as Error).message}`);
      if (ours) await queue.fail(job, id, (error as Error).message);
    } finally {
      clearInterval(beat);
    }
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
