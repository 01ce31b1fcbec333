import { libraryProductRoutes as r } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import { viewerOf } from '../viewer.ts';
import type { UploadsService } from './uploads.service.ts';

export function uploadBindings(uploads: UploadsService) {
  return [
    bind(r.uploadModel, async ({ principal, params, request }) => ({
      processing: await uploads.model(viewerOf(principal), params.id, request),
    })),
    bind(r.uploadTexture, async ({ principal, params, request }) => ({
      processing: await uploads.texture(viewerOf(principal), params.id, request),
    })),
    bind(r.retry, async ({ principal, params }) => ({
      processing: await uploads.retry(viewerOf(principal), params.id),
    })),
    bind(r.processing, async ({ principal, params }) => ({
      processing: await uploads.status(viewerOf(principal), params.id),
    })),
  ];
}
