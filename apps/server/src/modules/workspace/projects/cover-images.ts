import sharp from 'sharp';
import { newId } from '../../../lib/ids.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import { checkImage, cleanImage, MAX_IMAGE_PIXELS } from './image-check.ts';

const THUMBNAIL_WIDTH = 550;

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
    const { format } = await checkImage(upload, 'coverImage');
    const [cover, thumbnail] = await Promise.all([
      cleanImage(upload, format),
      sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    ]);
    const coverId = newId();
    await this.blobs.put(keyOf(coverId, 'cover'), cover);
    await this.blobs.put(keyOf(coverId, 'thumbnail'), thumbnail);
    return { coverId, format };
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
