import type { Readable } from 'node:stream';
import type { BlobStore } from '../blobs/blob-store.ts';

const CONTENT_TYPES: Record<string, string> = {
  glb: 'model/gltf-binary',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * Processed library files (models, thumbnails, maps, category images) live under a random key per
 * processing result; the key in the URL is the capability to read them, so `<img>` and the 3D viewer
 * load them without a session (docs/decisions/library-uploads.md).
 */
export class LibraryAssets {
  constructor(
    private readonly blobs: BlobStore,
    private readonly apiBase: string,
  ) {}

  url(key: string, file: string): string {
    return `${this.apiBase}/v1/product-assets/${key}/${file}`;
  }

  put(key: string, file: string, data: Buffer): Promise<void> {
    return this.blobs.put(`library/${key}/${file}`, data);
  }

  /** A stored file as a stream (models run to tens of megabytes); null for a missing or unknown file. */
  async read(key: string, file: string): Promise<{ data: Readable; contentType: string } | null> {
    const contentType = CONTENT_TYPES[file.split('.').pop() ?? ''];
    if (!contentType) return null;
    const data = await this.blobs.stream(`library/${key}/${file}`);
    return data && { data, contentType };
  }
}
