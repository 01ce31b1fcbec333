import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { LibraryAssets } from '../library/assets.ts';
import { FileBlobStore, InvalidBlobKeyError } from './blob-store.ts';

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

describe('blob keys stay in their area (docs/decisions/blob-keys.md)', () => {
  const root = mkdtempSync(join(tmpdir(), 'blobs-'));
  const store = new FileBlobStore(join(root, 'blobs'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses every key that would step out of its area, on every call', async () => {
    writeFileSync(join(root, 'outside'), 'secret');
    for (const key of ESCAPES) {
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.stream(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.deleteFolder(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
  });

  it('keeps working for the keys the platform makes, and answers null for a missing one', async () => {
    const key = `images/${randomUUID()}/image.jpg`;
    await store.put(key, Buffer.from('jpeg'));
    expect((await store.get(key))?.toString()).toBe('jpeg');
    expect(await store.get(`images/${randomUUID()}/image.jpg`)).toBeNull();
    expect(await store.get(`${key}/below-a-file`)).toBeNull();
    await store.deleteFolder(key.split('/').slice(0, 2).join('/'));
    expect(await store.get(key)).toBeNull();
  });

  it('lets no library asset key reach the images area', async () => {
    const uuid = randomUUID();
    await store.put(`images/${uuid}/image.jpg`, Buffer.from('a render'));
    const assets = new LibraryAssets(store, '/api');
    await expect(assets.read(`../images/${uuid}`, 'image.jpg')).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });
});

describe('the product-assets route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('serves nothing outside the library area, however the key is encoded', async () => {
    const uuid = randomUUID();
    await t.platform.blobs.put(`images/${uuid}/image.jpg`, Buffer.from('a render of someone else'));
    for (const key of [`..%2Fimages%2F${uuid}`, `..%252Fimages%252F${uuid}`, `%2E%2E%2Fimages%2F${uuid}`]) {
      const answer = await t.app.inject({ url: `/api/v1/product-assets/${key}/image.jpg` });
      expect(answer.statusCode, key).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, key).toBeLessThan(500);
      expect(answer.body).not.toContain('a render of someone else');
    }
    const named = await t.call('GET', `/api/v1/product-assets/..%2Fimages%2F${uuid}/image.jpg`);
    expect(named.status).toBe(400);
    expect(named.json.details[0].field).toBe('params.key');
  });
});
