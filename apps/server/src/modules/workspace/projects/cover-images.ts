import sharp, { type Metadata } from 'sharp';
import { invalidField } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';

/** Beyond this many pixels a small file is a decompression bomb, not a cover. */
const MAX_COVER_PIXELS = 8192 * 8192;
const THUMBNAIL_WIDTH = 550;
const FORMATS = ['png', 'jpeg', 'webp'] as const;
type CoverFormat = (typeof FORMATS)[number];

export interface StoredCover {
  coverId: string;
  format: string;
}

const keyOf = (coverId: string, which: 'cover' | 'thumbnail') => `project-covers/${coverId}/${which}`;
export const coverMimeType = (format: string) => `image/${format}`;

/**
 * Cover images in the blob store: the upload is decoded to prove it is a PNG, JPEG or WebP,
 * re-encoded in its own format (which drops EXIF and location data) and given a WebP thumbnail.
 * Every cover gets a fresh id, so its URLs never show an older image.
 */
export class CoverImages {
  constructor(private readonly blobs: BlobStore) {}

  async store(upload: Buffer): Promise<StoredCover> {
    const format = await this.formatOf(upload);
    const image = () => sharp(upload, { limitInputPixels: MAX_COVER_PIXELS }).rotate();
    const [cover, thumbnail] = await Promise.all([
      image().toFormat(format).toBuffer(),
      image().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    ]);
    const coverId = newId();
    await this.blobs.put(keyOf(coverId, 'cover'), cover);
    await this.blobs.put(keyOf(coverId, 'thumbnail'), thumbnail);
    return { coverId, format };
  }

  private async formatOf(upload: Buffer): Promise<CoverFormat> {
    let metadata: Metadata;
    try {
      metadata = await sharp(upload, { limitInputPixels: MAX_COVER_PIXELS }).metadata();
    } catch {
      throw invalidField('coverImage', 'is not a PNG, JPEG or WebP image');
    }
    const format = FORMATS.find((f) => f === metadata.format);
    if (!format) throw invalidField('coverImage', `is ${metadata.format}; send a PNG, JPEG or WebP image`);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_COVER_PIXELS) {
      throw invalidField('coverImage', 'has more than 8192 × 8192 pixels');
    }
    return format;
  }

  /** A copy under a new id, for a copied project: the two covers then live and die apart. */
  async copy(coverId: string): Promise<string | null> {
    const [cover, thumbnail] = await Promise.all([
      this.blobs.get(keyOf(coverId, 'cover')),
      this.blobs.get(keyOf(coverId, 'thumbnail')),
    ]);
    if (!cover || !thumbnail) return null;
    const copyId = newId();
    await this.blobs.put(keyOf(copyId, 'cover'), cover);
    await this.blobs.put(keyOf(copyId, 'thumbnail'), thumbnail);
    return copyId;
  }

  read(coverId: string, which: 'cover' | 'thumbnail'): Promise<Buffer | null> {
    return this.blobs.get(keyOf(coverId, which));
  }

  async remove(coverId: string): Promise<void> {
    await Promise.all([
      this.blobs.delete(keyOf(coverId, 'cover')),
      this.blobs.delete(keyOf(coverId, 'thumbnail')),
    ]);
  }
}
