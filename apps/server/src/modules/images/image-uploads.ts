import { randomUUID } from 'node:crypto';
import type { DB } from '@roomcraft/db';
import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { invalidField, notFound } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { AccessService } from '../workspace/access/access.service.ts';
import { type ImageRow, presentImage } from './image.presenter.ts';

/** Uploaded pictures may be at most this large, and at most this many pixels a side. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 8192;

export interface NewImage {
  projectId: string;
  name: string;
  type: string;
}

/**
 * Pictures that come from outside a render (uploads, the editor's "take picture") and the archive
 * render servers fetch. Bytes are checked by content: whatever sharp cannot read is refused.
 */
export class ImageUploads {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly access: AccessService,
    private readonly blobs: BlobStore,
  ) {}

  async store(user: UserRow, input: NewImage, bytes: Buffer, field: string): Promise<ImageRow> {
    await this.access.requireProject(user, input.projectId, 'EDIT');
    if (bytes.length > MAX_UPLOAD_BYTES)
      throw invalidField(field, `is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => {
        throw invalidField(field, 'is not a PNG, JPEG or WebP picture');
      });
    if (!['png', 'jpeg', 'webp'].includes(meta.format ?? '') || !meta.width || !meta.height) {
      throw invalidField(field, 'is not a PNG, JPEG or WebP picture');
    }
    if (meta.width > MAX_SIDE || meta.height > MAX_SIDE)
      throw invalidField(field, `is larger than ${MAX_SIDE} px a side`);
    const uuid = randomUUID();
    const image = await sharp(bytes).rotate().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    const thumbnail = await sharp(image)
      .resize({ width: 550, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const [blobKey, thumbnailKey] = [`images/${uuid}/image.jpg`, `images/${uuid}/thumbnail.webp`];
    await this.blobs.put(blobKey, image);
    await this.blobs.put(thumbnailKey, thumbnail);
    const id = uuid.replaceAll('-', '').slice(0, 23);
    await this.db
      .insertInto('images')
      .values({
        id,
        uuid,
        user_id: user.id,
        enterprise_id: user.enterprise_id,
        project_id: input.projectId,
        name: input.name,
        type: input.type,
        status: 'DONE',
        blob_key: blobKey,
        thumbnail_key: thumbnailKey,
        width: meta.width,
        height: meta.height,
        render_job_id: null,
        floorplan_id: null,
        items: JSON.stringify([]),
      })
      .execute();
    return (await this.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst())!;
  }

  /** The image, its thumbnail and its facts as one zip, for render servers (their token is checked first). */
  async archive(id: string, apiBase: string): Promise<Uint8Array> {
    const row = await this.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row?.blob_key) throw notFound('image');
    const [image, thumbnail] = await Promise.all([
      this.blobs.get(row.blob_key),
      row.thumbnail_key ? this.blobs.get(row.thumbnail_key) : null,
    ]);
    if (!image) throw notFound('image');
    return zipSync({
      'image.jpg': image,
      ...(thumbnail ? { 'thumbnail.webp': thumbnail } : {}),
      'image.json': new TextEncoder().encode(JSON.stringify(presentImage(row, apiBase), null, 2)),
    });
  }
}
