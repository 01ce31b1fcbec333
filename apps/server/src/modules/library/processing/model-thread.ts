import { Worker } from 'node:worker_threads';
import type { ModelSource } from './model-source.ts';
import type { ModelResult } from './model-work.ts';
import type { ModelReply, ModelRequest } from './model-worker.ts';
import { RejectedUpload } from './rejected-upload.ts';

export interface ModelThreadOptions {
  /** A model taking longer is given up as a crash (the job is retried later): the thread is ended. */
  timeLimitMs?: number;
  /** The thread ends after this long without work, so an idle server holds no pipeline in memory. */
  idleMs?: number;
}

interface Pending {
  resolve(result: ModelResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Runs the model pipeline (model-work.ts) in a worker thread, so the server's event loop keeps
 * answering while a model is validated, optimised and drawn (seconds for a large one). The thread
 * starts on the first model, serves the next ones, and ends when idle, when it overruns its time
 * limit or on close; a thread that dies fails its models as crashes, which the job loop retries.
 */
export class ModelThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly timeLimitMs: number;
  private readonly idleMs: number;

  constructor(options: ModelThreadOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? 5 * 60_000;
    this.idleMs = options.idleMs ?? 60_000;
  }

  run(source: ModelSource): Promise<ModelResult> {
    clearTimeout(this.idleTimer);
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.end(new Error(`the model took longer than ${this.timeLimitMs / 1000} s to process`));
      }, this.timeLimitMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, source } satisfies ModelRequest);
    });
  }

  /** Ends the thread; models still being processed fail as crashes. */
  async close(): Promise<void> {
    await this.end(new Error('the server is stopping'));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { entry: new URL('./model-worker.ts', import.meta.url).href },
    });
    // Waiting for a model must not keep a stopping process alive; pending models hold it by their timers.
    worker.unref();
    worker.on('message', (reply: ModelReply) => this.settle(reply));
    worker.on('error', (error) => this.end(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.end(new Error(`the processing thread stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private settle(reply: ModelReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(reply.rejected ? new RejectedUpload(reply.message) : new Error(reply.message));
    if (this.pending.size === 0) {
      this.idleTimer = setTimeout(() => void this.end(new Error('idle')), this.idleMs);
      this.idleTimer.unref();
    }
  }

  private async end(reason: Error): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(reason);
      this.pending.delete(id);
    }
    await worker?.terminate();
  }
}
