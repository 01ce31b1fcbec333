import { getBounds } from '@gltf-transform/functions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createProduct, type LibrarySetup, librarySetup } from '../test/fixtures.ts';
import { readRenderModel } from './render-model.ts';
import {
  brokenGltf,
  chairAsGltfFiles,
  chairWithChecker,
  chairWithTexture,
  denseGrid,
  validChair,
} from './test-models.ts';

describe('upload processing', () => {
  let t: TestApp;
  let s: LibrarySetup;
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
  });
  afterAll(() => t.close());

  const newProduct = (type = 'FURNITURE') =>
    createProduct(t, s.manager, { libType: 'enterprise', ownerId: s.demo, name: `Upload ${type}`, type });
  const upload = async (
    id: string,
    kind: 'model' | 'texture',
    files: { field?: string; name: string; data: Uint8Array }[],
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) form.append(f.field ?? 'file', new Blob([Buffer.from(f.data)]), f.name);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${id}/${kind}`,
      headers: { authorization: `Bearer ${s.manager}` },
      payload: form,
    });
    return { status: response.statusCode, json: JSON.parse(response.body) };
  };
  const processed = async (id: string) => {
    await t.platform.library.processing.drain();
    return (await t.call('GET', `/api/v1/product/${id}`, { token: s.manager })).json.product;
  };
  const fetch = (url: string) => t.app.inject({ method: 'GET', url });

  it('turns a valid GLB into models, thumbnails and real dimensions', async () => {
    const product = await newProduct();
    const sent = await upload(product.id, 'model', [{ name: 'chair.glb', data: await validChair() }]);
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    expect(sent.json.processing.status).toBe('WAITING');
    const done = await processed(product.id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      failureReason: null,
      mmWidth: 500,
      mmHeight: 900,
      mmDepth: 500,
    });
    expect(done.thumbnails).toHaveLength(4);
    const model = await fetch(done.editorAsset.threeD);
    expect(model.headers['content-type']).toBe('model/gltf-binary');
    expect(model.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    expect((await fetch(done.editorAsset.decimate)).statusCode).toBe(200);
    const thumbnail = await fetch(done.thumbnails[1]);
    const stats = await sharp(thumbnail.rawPayload).stats();
    expect(stats.channels[3]!.mean).toBeGreaterThan(10); // the chair covers part of the picture
    expect(stats.channels[3]!.mean).toBeLessThan(250);
    const status = await t.call('GET', `/api/v1/product/${product.id}/processing`, { token: s.manager });
    expect(status.json.processing).toMatchObject({ status: 'COMPLETED', attempts: 1 });
  });

  it('stores a model compressed for the editor that the render worker reads back as plain glTF', async () => {
    const product = await newProduct();
    await upload(product.id, 'model', [{ name: 'chair.glb', data: await chairWithChecker() }]);
    const done = await processed(product.id);
    expect(done.status).toBe('COMPLETED');
    const stored = (await fetch(done.editorAsset.threeD)).rawPayload;
    const json = JSON.parse(stored.subarray(20, 20 + stored.readUInt32LE(12)).toString());
    expect(json.extensionsRequired).toEqual(
      expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']),
    );
    // What the worker draws: decoded, float positions, no extension Blender's importer lacks.
    const document = await readRenderModel(new Uint8Array(stored));
    const root = document.getRoot();
    expect(root.listExtensionsUsed().map((e) => e.extensionName)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/meshopt|quantization/)]),
    );
    const positions = root.listMeshes()[0]!.listPrimitives()[0]!.getAttribute('POSITION')!;
    expect(positions.getArray()).toBeInstanceOf(Float32Array);
    // Quantization left its scale on the node: the chair stands 0.9 m tall all the same.
    expect(getBounds(root.listScenes()[0]!).max[1]).toBeCloseTo(0.9, 2);
    expect(root.listTextures().map((t) => t.getMimeType())).toEqual(['image/png']);
  });

  it('takes a glTF with its .bin and images', async () => {
    const product = await newProduct();
    const sent = await upload(product.id, 'model', await chairAsGltfFiles());
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    expect((await processed(product.id)).status).toBe('COMPLETED');
    const missing = (await chairAsGltfFiles()).filter((f) => !f.name.endsWith('.png'));
    const refused = await upload(product.id, 'model', missing);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('wood.png');
  });

  it('refuses what is not a model at once, by content', async () => {
    const product = await newProduct();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const data of [
      png,
      Buffer.from('glTF but not really'),
      Buffer.from('{"asset":{"version":"1.0"}}'),
    ]) {
      const refused = await upload(product.id, 'model', [{ name: 'chair.glb', data }]);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('validation_failed');
    }
    expect(
      (await t.call('GET', `/api/v1/product/${product.id}`, { token: s.manager })).json.product.status,
    ).toBe('WAITING');
  });

  it('fails a broken model with the validator’s reason; it can be retried and deleted', async () => {
    const product = await newProduct();
    expect((await upload(product.id, 'model', [{ name: 'broken.gltf', data: brokenGltf() }])).status).toBe(
      202,
    );
    const failed = await processed(product.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toMatch(/glTF error/);
    const retried = await t.call('POST', `/api/v1/product/${product.id}/retry`, { token: s.manager });
    expect(retried.status).toBe(202);
    expect((await processed(product.id)).status).toBe('FAILED');
    const done = await newProduct();
    await upload(done.id, 'model', [{ name: 'chair.glb', data: await validChair() }]);
    await processed(done.id);
    expect((await t.call('POST', `/api/v1/product/${done.id}/retry`, { token: s.manager })).status).toBe(409);
    expect((await t.call('DELETE', `/api/v1/product/${product.id}`, { token: s.manager })).status).toBe(200);
    expect((await t.call('GET', `/api/v1/product/${product.id}`, { token: s.manager })).status).toBe(404);
  });

  it('fails a model over the triangle limit and one with a texture over 4096 px', async () => {
    const dense = await newProduct();
    expect((await upload(dense.id, 'model', [{ name: 'grid.glb', data: await denseGrid(501) }])).status).toBe(
      202,
    );
    expect((await processed(dense.id)).failureReason).toMatch(/502,002 triangles; the limit is 500,000/);
    const huge = await newProduct();
    expect(
      (await upload(huge.id, 'model', [{ name: 'chair.glb', data: await chairWithTexture(4200) }])).status,
    ).toBe(202);
    const failed = await processed(huge.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toMatch(/4200×8 px; the limit is 4096/);
  });

  it('processes finish maps with their tile size, and refuses a map that is not an image', async () => {
    const finish = await newProduct('FINISH');
    const albedo = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c8a27a' } })
      .jpeg()
      .toBuffer();
    const normal = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#8080ff' } })
      .png()
      .toBuffer();
    const sent = await upload(
      finish.id,
      'texture',
      [
        { field: 'albedo', name: 'a.jpg', data: albedo },
        { field: 'normal', name: 'n.png', data: normal },
      ],
      { tileWidthMm: '600', tileHeightMm: '600' },
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    const done = await processed(finish.id);
    expect(done).toMatchObject({ status: 'COMPLETED', tileWidthMm: 600, tileHeightMm: 600 });
    expect(Object.keys(done.textureMaps).sort()).toEqual(['albedo', 'normal']);
    const notImage = await upload(
      finish.id,
      'texture',
      [{ field: 'albedo', name: 'a.png', data: Buffer.from('nope') }],
      {
        tileWidthMm: '600',
        tileHeightMm: '600',
      },
    );
    expect(notImage.status).toBe(400);
    expect(notImage.json.details[0].field).toBe('albedo');
    const noSize = await (await newProduct('FINISH')).id;
    expect(
      (await upload(noSize, 'texture', [{ field: 'albedo', name: 'a.jpg', data: albedo }])).json.details[0]
        .field,
    ).toBe('tileWidthMm');
    const modelForFinish = await upload(finish.id, 'model', [
      { name: 'chair.glb', data: await validChair() },
    ]);
    expect(modelForFinish.status).toBe(400);
  });

  it('answers whether processed files exist under a key', async () => {
    const product = await newProduct();
    await upload(product.id, 'model', [{ name: 'chair.glb', data: await validChair() }]);
    const key = (await processed(product.id)).editorAsset.threeD.split('/').at(-2);
    expect((await t.call('GET', `/api/v1/public/temp/${key}/exist`)).json.exist).toBe(true);
    expect((await t.call('GET', '/api/v1/public/temp/no-such-key-at-all/exist')).json.exist).toBe(false);
  });

  it('takes back a job whose worker died and processes it', async () => {
    const product = await newProduct();
    await t.platform.blobs.put('uploads/crash-test/chair', Buffer.from(await validChair()));
    // As if a server had taken the job and died with it: its lease ran out a minute ago.
    await t.db
      .insertInto('jobs')
      .values({
        id: 'crashed-job',
        kind: 'library.model',
        subject: product.id,
        state: 'RUNNING',
        payload: JSON.stringify({
          productId: product.id,
          main: { name: 'chair.glb', key: 'uploads/crash-test/chair' },
          resources: [],
        }),
        attempts: 1,
        max_attempts: 3,
        lease_owner: 'crashed-server',
        lease_expires_at: new Date(Date.now() - 60_000),
      })
      .execute();
    const status = async () =>
      (await t.call('GET', `/api/v1/product/${product.id}`, { token: s.manager })).json.product.status;
    expect(await status()).toBe('WAITING');
    t.platform.library.processing.start();
    await expect.poll(status, { timeout: 10_000 }).toBe('COMPLETED');
    await t.platform.library.processing.stop();
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', 'crashed-job')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'DONE', attempts: 2, lease_owner: expect.stringContaining(':') });
  });

  it('lets only writers upload', async () => {
    const product = await newProduct();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${product.id}/model`,
      payload: new FormData(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
