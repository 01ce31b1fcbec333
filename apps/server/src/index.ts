/** What the render worker uses of the platform: its configuration, blob stores, and render queue. */
export { loadConfig } from './config.ts';
export { type BlobStore, FileBlobStore } from './modules/blobs/blob-store.ts';
export { openBlobStore } from './modules/blobs/blob-store-config.ts';
export { readRenderModel } from './modules/library/processing/render-model.ts';
export { WebhookEvents } from './modules/open-api/webhooks/webhook-events.ts';
export { QuotasRepository } from './modules/quotas/quotas.repository.ts';
export { QuotasService } from './modules/quotas/quotas.service.ts';
export { bakedSceneKey } from './modules/renders/baked-scenes.ts';
export { type EngineReport, MAX_ATTEMPTS, RenderQueue } from './modules/renders/render-queue.ts';
export type { RenderJobRow } from './modules/renders/renders.repository.ts';
