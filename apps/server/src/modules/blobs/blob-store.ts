import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A key that cannot name a blob: it would leave its area of the store (docs/decisions/blob-keys.md). */
export class InvalidBlobKeyError extends Error {
  constructor(readonly key: string) {
    super(`not a blob key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** One segment of a key: a plain name, never `.`, `..` or hidden, no separator of any system. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 1024;

/**
 * Keys are `area/segment/…/file` (`images/<uuid>/image.jpg`, `library/<key>/model.glb`). Every store
 * checks each key with this before touching anything, so a key built from anything a caller sent
 * (a URL, a design document) cannot step out of its area into another: `library/../images/…` is
 * refused, not resolved.
 */
export function assertBlobKey(key: string): void {
  const segments = key.split('/');
  if (key.length > MAX_KEY_LENGTH || segments.length < 2 || !segments.every((s) => SEGMENT.test(s))) {
    throw new InvalidBlobKeyError(key);
  }
}

/**
 * Where models, textures, images and uploads live: files under DATA_DIR (the default) or an
 * S3-compatible bucket (docs/decisions/blob-stores.md). Every call refuses a key `assertBlobKey`
 * refuses. Large blobs go in and out as streams; `get` is for what is decoded whole anyway.
 */
export interface BlobStore {
  /** Stores a blob whole: a reader sees the old blob or the new one, never part of it. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Removes every blob whose key starts with `folder/`. */
  deleteFolder(folder: string): Promise<void>;
}

/** Blobs as files under one folder, a key's segments as its path. */
export class FileBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertBlobKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside, then rename: a reader never sees half a file, and a failed write leaves nothing.
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    try {
      return await readFile(path);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<void> {
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }
}

/** A file that is not there (or a folder where a file was expected): no such blob. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
