import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobStore, InvalidBlobKeyError } from './blob-store.ts';

/** Keys that try to leave their area, or to name something no area holds. */
const ESCAPES = [
  'library/../images/x/image.jpg',
  'library/..',
  'library/./x',
  'library//x',
  '/etc/passwd',
  '../outside',
  'library/a\\..\\..\\x',
  'library/x\u0000.jpg',
  'library/.hidden',
  'images',
  `library/${'a'.repeat(1100)}`,
];

const MB = 1024 * 1024;

/** `total` bytes of a repeatable pattern, handed out `chunk` bytes at a time as a network upload is. */
function patternStream(total: number, chunk = 256 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(chunk, total - sent);
      const part = Buffer.alloc(size);
      for (let i = 0; i < size; i++) part[i] = ((sent + i) * 31) % 251;
      sent += size;
      this.push(part);
    },
  });
}

async function digest(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * A stream that gives 6 MiB, then fails: a client whose upload broke off after the S3 store had
 * begun a multipart upload (its parts are 5 MiB).
 */
function brokenStream(): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < 6; i++) yield Buffer.alloc(MB, i);
      throw new Error('the client went away');
    })(),
  );
}

/**
 * What every blob store does (docs/decisions/blob-stores.md), run against each store the platform
 * has: the same tests for files on disk and for an S3-compatible bucket.
 */
export function describeBlobStoreContract(
  name: string,
  open: () => Promise<{ store: BlobStore; close(): Promise<void> }>,
) {
  describe(`the ${name} blob store`, () => {
    let store: BlobStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());
    const key = (file = 'image.jpg') => `images/${randomUUID()}/${file}`;

    it('gives back what was put, and the newer of two puts', async () => {
      const k = key();
      await store.put(k, Buffer.from('first'));
      expect((await store.get(k))?.toString()).toBe('first');
      await store.put(k, Buffer.from('second'));
      expect((await store.get(k))?.toString()).toBe('second');
      expect(await digest((await store.stream(k))!)).toEqual(
        await digest(Readable.from([Buffer.from('second')])),
      );
    });

    it('takes and gives a large blob as a stream, byte for byte', async () => {
      const k = key('model.glb');
      // Larger than three S3 parts: the S3 store sends it as a multipart upload.
      const size = 17 * MB + 12_345;
      await store.put(k, patternStream(size));
      expect(await digest((await store.stream(k))!)).toEqual(await digest(patternStream(size)));
      expect((await store.get(k))?.length).toBe(size);
    });

    it('answers null for a blob that is not there, also below an existing one', async () => {
      const k = key();
      await store.put(k, Buffer.from('jpeg'));
      expect(await store.get(key())).toBeNull();
      expect(await store.stream(key())).toBeNull();
      expect(await store.get(`${k}/below-a-file`)).toBeNull();
    });

    it('keeps nothing of an upload that broke off, and keeps the blob it would have replaced', async () => {
      const fresh = key();
      // Which error: the stream's, or on s3rver (which has no AbortMultipartUpload) the abort's refusal.
      await expect(store.put(fresh, brokenStream())).rejects.toThrow();
      expect(await store.get(fresh)).toBeNull();
      const kept = key();
      await store.put(kept, Buffer.from('kept'));
      await expect(store.put(kept, brokenStream())).rejects.toThrow();
      expect((await store.get(kept))?.toString()).toBe('kept');
    });

    it('deletes one blob, and a folder with all below it but nothing beside it', async () => {
      const folder = `design-images/${randomUUID()}`;
      const inside = [`${folder}/a.png`, `${folder}/deeper/b.png`];
      // Same leading characters, another folder: a prefix match without the slash would take it.
      const beside = `${folder}x/c.png`;
      for (const k of [...inside, beside]) await store.put(k, Buffer.from(k));
      await store.delete(inside[0]!);
      expect(await store.get(inside[0]!)).toBeNull();
      await store.delete(inside[0]!);
      await store.deleteFolder(folder);
      expect(await store.get(inside[1]!)).toBeNull();
      expect((await store.get(beside))?.toString()).toBe(beside);
      await store.deleteFolder(`design-images/${randomUUID()}`);
    });

    it('refuses every key that would step out of its area, on every call', async () => {
      for (const k of ESCAPES) {
        await expect(store.get(k), k).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.stream(k), k).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.put(k, Buffer.from('x')), k).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(k), k).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.deleteFolder(k), k).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
    });
  });
}
