import { parentPort } from 'node:worker_threads';
import type { ModelSource } from './model-source.ts';
import { processModel } from './model-work.ts';
import { RejectedUpload } from './rejected-upload.ts';

/** A request of the server thread: process one model. */
export interface ModelRequest {
  id: number;
  source: ModelSource;
}

/** The answer: the result, or why it failed (a rejected upload is the user's file, not a crash). */
export type ModelReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof processModel>> }
  | { id: number; ok: false; rejected: boolean; message: string };

// The worker thread's side: one model at a time, as the job loop sends them.
parentPort?.on('message', async ({ id, source }: ModelRequest) => {
  let reply: ModelReply;
  try {
    reply = { id, ok: true, result: await processModel(source) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id, ok: false, rejected: error instanceof RejectedUpload, message };
  }
  parentPort?.postMessage(reply);
});
