import sharp from 'sharp';
import { invalidField } from '../../../http/errors.ts';

/** Largest side of an uploaded texture or image (docs/decisions/library-uploads.md). */
export const MAX_IMAGE_PX = 4096;
const FORMATS = new Set(['png', 'jpeg', 'webp']);

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

/** Reads an image by its content (never its name): PNG, JPEG or WebP within the size limit. */
export async function checkImage(data: Buffer, field: string): Promise<ImageInfo> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw invalidField(field, 'is not a PNG, JPEG or WebP image');
  }
  if (Math.max(meta.width, meta.height) > MAX_IMAGE_PX) {
    throw invalidField(field, `is ${meta.width}×${meta.height} px; the limit is ${MAX_IMAGE_PX} px a side`);
  }
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** A checked image as a WebP of at most `maxPx` a side. */
export async function toWebp(data: Buffer, field: string, maxPx: number): Promise<Buffer> {
  await checkImage(data, field);
  return sharp(data).resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true }).webp().toBuffer();
}
