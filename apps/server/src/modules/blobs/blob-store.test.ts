import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { LibraryAssets } from '../library/assets.ts';
import { FileBlobStore, InvalidBlobKeyError } from './blob-store.ts';
import { blobStoreConfig } from './blob-store-config.ts';
import { describeBlobStoreContract } from './blob-store-contract.ts';
import { S3BlobStore } from './s3-blob-store.ts';

const temporaryFolder = () => mkdtempSync(join(tmpdir(), 'blobs-'));

describeBlobStoreContract('filesystem', async () => {
  const root = temporaryFolder();
  return {
    store: new FileBlobStore(join(root, 'blobs')),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describeBlobStoreContract('S3-compatible', async () => {
  const server = await startS3Server();
  // Under a prefix, as installations sharing a bucket use it: every call must stay below it.
  const store = new S3BlobStore({ ...server.location, prefix: 'installation-a/' }, S3RVER_CREDENTIALS);
  return {
    store,
    close: async () => {
      store.close();
      await server.close();
    },
  };
});

describe('installations sharing a bucket under prefixes', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  it('see and delete only their own blobs', async () => {
    const [a, b] = ['site-a/', 'site-b/'].map(
      (prefix) => new S3BlobStore({ ...server.location, prefix }, S3RVER_CREDENTIALS),
    );
    const folder = `images/${randomUUID()}`;
    await a!.put(`${folder}/image.jpg`, Buffer.from('a'));
    await b!.put(`${folder}/image.jpg`, Buffer.from('b'));
    await b!.deleteFolder(folder);
    expect(await b!.get(`${folder}/image.jpg`)).toBeNull();
    expect((await a!.get(`${folder}/image.jpg`))?.toString()).toBe('a');
    for (const store of [a!, b!]) store.close();
  });
});

describe('blob keys stay in their area (docs/decisions/blob-keys.md)', () => {
  const root = temporaryFolder();
  const store = new FileBlobStore(join(root, 'blobs'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

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

describe('BLOB_STORE chooses the store', () => {
  it('keeps files under DATA_DIR when unset, and reads a bucket, a prefix and the S3 settings', () => {
    expect(blobStoreConfig({}, '/data')).toEqual({ kind: 'file', root: '/data/blobs' });
    expect(
      blobStoreConfig(
        {
          BLOB_STORE: 's3://roomcraft-blobs/site-a/',
          S3_ENDPOINT: 'http://s3.local:9000',
          S3_REGION: 'eu-1',
        },
        '/data',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'roomcraft-blobs',
      prefix: 'site-a/',
      endpoint: 'http://s3.local:9000',
      region: 'eu-1',
      forcePathStyle: true,
    });
  });

  it('refuses what is not an s3:// address of a bucket, naming BLOB_STORE', () => {
    for (const value of ['/mnt/blobs', 's3://', 's3://UPPER', 'https://bucket']) {
      expect(() => blobStoreConfig({ BLOB_STORE: value }, '/data'), value).toThrow(/BLOB_STORE/);
    }
  });
});
