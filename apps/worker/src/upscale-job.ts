import { randomUUID } from 'node:crypto';
import type { UpscaleJobSpec } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { BlobStore, RenderJobRow } from '@roomcraft/server';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { THUMBNAIL_WIDTH } from './post-process.ts';

/** Enlarges a finished picture with Lanczos resampling and stores it as a new image of the project. */
export async function runUpscaleJob(
  job: RenderJobRow,
  deps: { db: Kysely<DB>; blobs: BlobStore },
  onProgress: (f: number) => void,
) {
  const spec = job.spec as unknown as UpscaleJobSpec;
  const existing = await deps.db
    .selectFrom('images')
    .select('id')
    .where('render_job_id', '=', job.id)
    .executeTakeFirst();
  if (existing) return existing.id;
  const source = await deps.db
    .selectFrom('images')
    .selectAll()
    .where('id', '=', spec.sourceImageId)
    .executeTakeFirst();
  const bytes = source?.blob_key ? await deps.blobs.get(source.blob_key) : null;
  if (!source || !bytes) throw new Error('the picture to upscale is gone');
  onProgress(0.1);
  const image = await sharp(bytes, { limitInputPixels: false })
    .resize({ width: spec.width, height: spec.height, kernel: 'lanczos3' })
    .jpeg({ quality: 92, mozjpeg: true })
    .toBuffer();
  onProgress(0.8);
  const thumbnail = await sharp(image, { limitInputPixels: false })
    .resize({ width: THUMBNAIL_WIDTH })
    .webp({ quality: 82 })
    .toBuffer();
  const uuid = randomUUID();
  const [blobKey, thumbnailKey] = [`images/${uuid}/image.jpg`, `images/${uuid}/thumbnail.webp`];
  await deps.blobs.put(blobKey, image);
  await deps.blobs.put(thumbnailKey, thumbnail);
  const id = uuid.replaceAll('-', '').slice(0, 23);
  await deps.db
    .insertInto('images')
    .values({
      ...source,
      id,
      uuid,
      user_id: job.user_id,
      name: `${source.name} ×${spec.scale}`,
      blob_key: blobKey,
      thumbnail_key: thumbnailKey,
      width: spec.width,
      height: spec.height,
      render_job_id: job.id,
      items: JSON.stringify(source.items),
      // The same picture, larger: the boxes it shows are still there.
      stand_ins: JSON.stringify(source.stand_ins),
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return id;
}
