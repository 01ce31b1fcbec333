import type { Job, JobQueue, JobRunner } from '@roomcraft/jobs';
import type { ProductsRepository } from '../products/products.repository.ts';
import type { ModelPayload, Pipelines, TexturePayload } from './pipelines.ts';

/** The queue's kinds for the library's processing: an uploaded model, or a finish's texture maps. */
export const LIBRARY_JOB_KINDS = { model: 'library.model', texture: 'library.texture' } as const;
export type LibraryJobKind = keyof typeof LIBRARY_JOB_KINDS;
export const LIBRARY_KINDS = Object.values(LIBRARY_JOB_KINDS);

export type LibraryJobPayload = (ModelPayload | TexturePayload) & { productId: string };

/** Queues the processing of a product's upload; the product's latest job is the one that counts. */
export function enqueueLibraryJob(queue: JobQueue, productId: string, kind: LibraryJobKind, payload: object) {
  return queue.enqueue(LIBRARY_JOB_KINDS[kind], { ...payload, productId }, { subject: productId });
}

/** The kind of a library job as the library names it ('model' or 'texture'). */
export const libraryKindOf = (job: Job) =>
  (Object.keys(LIBRARY_JOB_KINDS) as LibraryJobKind[]).find((k) => LIBRARY_JOB_KINDS[k] === job.kind)!;

/**
 * Gives a runner the library's processing: the pipelines do the work and complete the product;
 * a job that fails for good marks its product FAILED with the reason the user reads.
 */
export function registerLibraryHandlers(
  runner: JobRunner,
  deps: { pipelines: Pipelines; products: ProductsRepository },
): JobRunner {
  const failed = async (job: Job<LibraryJobPayload>, error: string, permanent: boolean) => {
    const reason = permanent ? error : `Processing failed: ${error}`;
    await deps.products.update(job.payload.productId, { status: 'FAILED', failure_reason: reason });
  };
  for (const kind of Object.keys(LIBRARY_JOB_KINDS) as LibraryJobKind[]) {
    runner.registerHandler<LibraryJobPayload, null>(
      LIBRARY_JOB_KINDS[kind],
      async (job) => {
        await deps.pipelines.run(kind, job.payload.productId, job.payload);
        return null;
      },
      { onFailed: failed },
    );
  }
  return runner;
}
