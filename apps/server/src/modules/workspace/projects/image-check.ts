import sharp, { type Metadata } from 'sharp';
import { invalidField } from '../../../http/errors.ts';

/** The image formats projects take (covers, design images). */
const FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ProjectImageFormat = (typeof FORMATS)[number];

/** Beyond this many pixels a small file is a decompression bomb, not a picture of a flat. */
export const MAX_IMAGE_PIXELS = 8192 * 8192;

/** What an upload proved to be. */
export interface CheckedImage {
  readonly format: ProjectImageFormat;
  readonly width: number;
  readonly height: number;
}

/**
 * Decodes an upload's header to prove it is a PNG, JPEG or WebP of at most 8192 × 8192 pixels,
 * whatever its name or declared type; anything else is refused on `field`.
 */
export async function checkImage(upload: Buffer, field: string): Promise<CheckedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw invalidField(field, 'is not a PNG, JPEG or WebP image');
  }
  const format = FORMATS.find((f) => f === metadata.format);
  if (!format) throw invalidField(field, `is ${metadata.format}; send a PNG, JPEG or WebP image`);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) throw invalidField(field, 'has more than 8192 × 8192 pixels');
  return { format, width, height };
}

/** Re-encodes a checked image in its own format, upright, which drops EXIF and location data. */
export function cleanImage(upload: Buffer, format: ProjectImageFormat): Promise<Buffer> {
  return sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().toFormat(format).toBuffer();
}
