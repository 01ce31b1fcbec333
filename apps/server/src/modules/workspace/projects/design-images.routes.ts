import { designImageRoutes as r } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import { type DesignImages, designImageUpload } from './design-images.ts';

export function designImageBindings(images: DesignImages) {
  return [
    bind(r.upload, async ({ user, params, request }) =>
      images.store(user, params.id, () => designImageUpload(request)),
    ),
    bind(r.read, async ({ user, params, reply }) => {
      const image = await images.read(user, params.id, params.blobId);
      // An id names the same bytes for ever; only the project's readers may fetch it.
      reply
        .type(`image/${image.format}`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      return image.bytes;
    }),
  ];
}
