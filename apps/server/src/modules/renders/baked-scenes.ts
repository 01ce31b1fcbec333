import { renderRoutes as r } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import type { BlobStore } from '../blobs/blob-store.ts';

/**
 * A bake's output is a walk-through scene, not a picture: it is listed as an image of type BAKING
 * (its picture is a preview of the baked room) and the scene itself lies beside that picture.
 */
export const bakedSceneKey = (imageUuid: string) => `images/${imageUuid}/scene.glb`;

/** Serves the baked scene (streamed) by its image's id; like image files, the random id is the capability. */
export function bakedSceneBindings(db: Kysely<DB>, blobs: BlobStore) {
  return [
    bind(r.bakedScene, async ({ params, reply }) => {
      const image = await db
        .selectFrom('images')
        .select('uuid')
        .where('id', '=', params.id)
        .where('type', '=', 'BAKING')
        .executeTakeFirst();
      const scene = image ? await blobs.stream(bakedSceneKey(image.uuid)) : null;
      if (!scene) throw notFound('baked scene');
      reply.header('cache-control', 'private, max-age=86400').type('model/gltf-binary');
      return scene;
    }),
  ];
}
