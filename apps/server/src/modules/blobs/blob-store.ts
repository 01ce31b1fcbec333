import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where models, textures, images and uploads live. The filesystem store is the default; an
 * S3-compatible store implements the same four calls.
 */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Removes every blob whose key starts with `folder/`. */
  deleteFolder(folder: string): Promise<void>;
}

/** Keys are paths such as `covers/<projectId>/cover.webp`; they never leave the store's folder. */
export class FileBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(`${normalize(this.root)}/`) || key.includes('\0'))
      throw new Error(`bad blob key ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch {
      return null;
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
