/** What the worker uses of the platform: its configuration, blob stores, and the domains' job outcomes. */
export { loadConfig } from './config.ts';
export { type BlobStore, FileBlobStore } from './modules/blobs/blob-store.ts';
export { openBlobStore } from './modules/blobs/blob-store-config.ts';
export { createLibraryWorker } from './modules/library/processing/library-worker.ts';
export { readRenderModel } from './modules/library/processing/render-model.ts';
export { registerWebhookDeliveries } from './modules/open-api/webhooks/webhook-delivery-handler.ts';
export { createQuotas } from './modules/quotas/index.ts';
export type { QuotasService } from './modules/quotas/quotas.service.ts';
export { bakedSceneKey } from './modules/renders/baked-scenes.ts';
export {
  type EngineReport,
  MAX_ATTEMPTS,
  type RenderJobPayload,
  RenderJobs,
  renderKind,
} from './modules/renders/render-jobs.ts';
export type { RenderJobRow } from './modules/renders/renders.repository.ts';
export { registerRollupHandler } from './modules/statistics/rollup-job.ts';
