import { hostname } from 'node:os';
import { RenderImageType } from '@roomcraft/contract';
import { type Job, type JobQueue, JobRunner, PermanentJobError } from '@roomcraft/jobs';
import { type EngineReport, type RenderJobPayload, type RenderJobs, renderKind } from '@roomcraft/server';
import { runBakeJob } from './bake-job.ts';
import type { RenderEngine } from './engines/engine.ts';
import { type JobResult, type RenderJobDeps, runRenderJob, type WorkerLog } from './render-job.ts';
import { runUpscaleJob } from './upscale-job.ts';

export interface RenderWorkerOptions {
  id: string;
  jobs: JobQueue;
  renders: RenderJobs;
  deps: Omit<RenderJobDeps, 'engines' | 'log' | 'signal'>;
  engines: RenderEngine[];
  /** How long to wait before looking again when the queue is empty. */
  idleMs?: number;
  log?: WorkerLog;
}

const ANNOUNCE_MS = 10_000;

/**
 * Takes render jobs (one kind per engine it has, and upscaling) one at a time from the job queue
 * until stopped. The render's record follows through the renders domain (RenderJobs): RUNNING when
 * taken, progress at most once a second, DONE once the queue recorded the job done, FAILED (and
 * refunded) once it failed for good. A render's own failure is final; a silent worker's is retried.
 */
export class RenderWorker {
  private readonly runner: JobRunner;
  private announcer: NodeJS.Timeout | undefined;

  constructor(private readonly options: RenderWorkerOptions) {
    this.runner = new JobRunner({
      queue: options.jobs,
      workerId: options.id,
      idleMs: options.idleMs,
      log: options.log,
    });
  }

  start(): void {
    if (this.announcer) return;
    this.announcer = setInterval(() => void this.announce().catch(() => {}), ANNOUNCE_MS);
    void this.announce().then(
      () => this.runner.start(),
      (error: Error) =>
        this.options.log?.warn({ workerId: this.options.id }, `render worker: ${error.message}`),
    );
  }

  /** Stops promptly: the render under way is aborted and its job given back to the queue. */
  async stop(): Promise<void> {
    clearInterval(this.announcer);
    this.announcer = undefined;
    await this.runner.stop();
  }

  /** Runs until the queue has no job for this worker; for tests and one-shot use. */
  async drain(): Promise<number> {
    await this.announce();
    return this.runner.drain();
  }

  /** Tells the renders domain which engines work here, and takes the jobs of those. */
  private async announce(): Promise<void> {
    const reports: EngineReport[] = await Promise.all(
      this.options.engines.map(async (engine) => {
        const { available, reason } = await engine.availability();
        return { name: engine.name, available, reason: reason ?? null };
      }),
    );
    // Upscaling needs nothing but sharp, so every worker takes those jobs too.
    reports.push({ name: 'UPSCALE', available: true, reason: null });
    for (const report of reports) {
      if (report.available) this.register(report.name);
      else this.runner.unregisterHandler(renderKind(report.name));
    }
    await this.options.renders.announce(this.options.id, hostname(), reports);
  }

  private register(engineName: string): void {
    const { renders } = this.options;
    this.runner.registerHandler<RenderJobPayload, JobResult | null>(
      renderKind(engineName),
      (job, context) => this.render(job, context.signal, context.progress),
      {
        onCompleted: async (job, result) => {
          if (result) await renders.completed(job.payload.renderJobId, result.imageId, result.standIns);
        },
        onFailed: (job, error) => renders.failed(job.payload.renderJobId, error),
      },
    );
  }

  private async render(
    job: Job<RenderJobPayload>,
    signal: AbortSignal,
    progress: (fraction: number) => void,
  ): Promise<JobResult | null> {
    const { renders, id, log } = this.options;
    const row = await renders.started(job, id);
    // The render was deleted with its project while it waited: nothing is left to do.
    if (!row) return null;
    let reportedAt = 0;
    const onProgress = (fraction: number) => {
      progress(fraction);
      if (Date.now() - reportedAt < 1_000) return;
      reportedAt = Date.now();
      void renders.progressed(row.id, id, fraction).catch(() => {});
    };
    const engines = new Map(this.options.engines.map((e) => [e.name, e]));
    const deps = { ...this.options.deps, engines, log, signal };
    try {
      if (row.engine === 'UPSCALE')
        return { imageId: await runUpscaleJob(row, this.options.deps, onProgress), standIns: [] };
      return row.type === RenderImageType.Baking
        ? await runBakeJob(row, deps, onProgress)
        : await runRenderJob(row, deps, onProgress);
    } catch (error) {
      if (signal.aborted) throw error;
      // A render that fails on a working engine would fail again: it ends now, and its unit goes back.
      throw new PermanentJobError((error as Error).message);
    }
  }
}
