import { createRenderWorker } from '@roomcraft/worker';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_RENDER_SERVER_TOKEN, type TestApp } from '../../test/harness.ts';

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const boundary = '----roomcraft-test';
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(parts.join('') + head),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('images: uploads, pictures from the editor, shoppable items, stats and archives', () => {
  let t: TestApp;
  let designer: string;
  let projectId: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    designer = await t.login('designer@demo.example');
    const me = (await t.call('GET', '/api/v1/user/me', { token: designer })).json.user;
    projectId = (
      await t.call('POST', `/api/v1/projects/users/${me.id}`, { token: designer, body: { name: 'Pictures' } })
    ).json.project.id;
    jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, data: Buffer, name = 'photo.jpg') => {
    const { body, contentType } = multipart(fields, { name, data });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      payload: body,
      headers: { authorization: `Bearer ${designer}`, 'content-type': contentType },
    });
  };

  it('uploads a real picture to a project, checked by content not by name', async () => {
    const ok = await upload({ projectId, name: 'Site photo' }, jpeg, 'photo.txt');
    expect(ok.statusCode).toBe(201);
    expect(JSON.parse(ok.body).image).toMatchObject({
      name: 'Site photo',
      type: 'RENDER_SHOT',
      resolution: { x: 1200, y: 800 },
    });
    const fake = await upload({ projectId, name: 'Fake' }, Buffer.from('not a picture at all'), 'fake.jpg');
    expect(fake.statusCode).toBe(400);
    expect(JSON.parse(fake.body).details[0].field).toBe('file');
    const noProject = await upload({ name: 'x' }, jpeg);
    expect(JSON.parse(noProject.body).details[0].field).toBe('projectId');
  });

  it('keeps a picture taken in the editor, sent as a data URL', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const taken = await t.call('POST', '/api/v1/image/dataUpload', {
      token: designer,
      body: { projectId, name: '3D view', dataUrl: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(taken.status).toBe(201);
    expect(taken.json.image.resolution).toEqual({ x: 320, y: 200 });
    const personal = await t.login('personal@demo.example');
    const foreign = await t.call('POST', '/api/v1/image/dataUpload', {
      token: personal,
      body: { projectId, name: 'x', dataUrl: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(foreign.status).toBe(404);
  });

  it('marks the products seen in an image, lists your images and counts them', async () => {
    const [image] = (await t.call('GET', '/api/v1/image/list', { token: designer })).json.data;
    const items = [
      { productId: 'sofa-1', characteristic: 'ITEM', position: { x: 1, y: 0, z: 2 } },
      { productId: 'sofa-2', characteristic: 'OPTION' },
    ];
    const marked = await t.call('PUT', `/api/v1/image/${image.id}/items`, {
      token: designer,
      body: { items },
    });
    expect(marked.json.image.items).toEqual(items);
    const bad = await t.call('PUT', `/api/v1/image/${image.id}/items`, {
      token: designer,
      body: { items: [{ productId: 'x', characteristic: 'BOTH' }] },
    });
    expect(bad.json.details[0].field).toBe('body.items.0.characteristic');
    const ofProject = (filter: string) =>
      t
        .call('GET', `/api/v1/image?projectId=${image.projectId}${filter}`, { token: designer })
        .then((answer) => answer.json.data.map((i: { id: string }) => i.id));
    expect(await ofProject('&characteristic=OPTION')).toEqual([image.id]);
    expect(await ofProject('&characteristic=ITEM')).toEqual([image.id]);
    expect(await ofProject('')).toHaveLength(2);
    const cleared = await t.call('PUT', `/api/v1/image/${image.id}/items`, {
      token: designer,
      body: { items: [{ productId: 'sofa-1' }] },
    });
    expect(cleared.json.image.items[0].characteristic).toBe('ITEM');
    expect(await ofProject('&characteristic=OPTION')).toEqual([]);
    expect(await ofProject('&characteristic=ITEM')).toEqual([image.id]);
    const stats = await t.call('GET', '/api/v1/image/stats', { token: designer });
    expect(stats.json.stats).toEqual({ total: 2, byType: { RENDER_SHOT: 2 } });
    const enterpriseId = (await t.call('GET', '/api/v1/user/me', { token: designer })).json.user.enterpriseId;
    expect(
      (await t.call('GET', `/api/v1/image/stats?enterpriseId=${enterpriseId}`, { token: designer })).status,
    ).toBe(404);
    const manager = await t.login('manager@demo.example');
    expect(
      (await t.call('GET', `/api/v1/image/stats?enterpriseId=${enterpriseId}`, { token: manager })).json.stats
        .total,
    ).toBe(2);
  });

  it('hands render servers a zip of the image with its token only', async () => {
    const [image] = (await t.call('GET', '/api/v1/image/list', { token: designer })).json.data;
    expect((await t.app.inject({ url: `/api/v1/image/${image.id}/archive` })).statusCode).toBe(401);
    const archive = await t.app.inject({
      url: `/api/v1/image/${image.id}/archive`,
      headers: { 'x-render-server-token': TEST_RENDER_SERVER_TOKEN },
    });
    expect(archive.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['image.jpg', 'image.json', 'thumbnail.webp']);
    expect(JSON.parse(new TextDecoder().decode(files['image.json'])).id).toBe(image.id);
  });

  it('queues an upscaled copy, made by a worker with Lanczos, without taking render units', async () => {
    const [image] = (await t.call('GET', '/api/v1/image/list', { token: designer })).json.data;
    const queued = await t.call('PATCH', '/api/v1/image/upscaling/queue', {
      token: designer,
      body: { imageIds: [image.id], scale: 2 },
    });
    expect(queued.status).toBe(202);
    expect(queued.json.renders[0]).toMatchObject({
      engine: 'UPSCALE',
      state: 'QUEUED',
      width: image.resolution.x * 2,
    });
    const fourTimes = await t.call('PATCH', '/api/v1/image/upscaling/queue', {
      token: designer,
      body: { imageIds: [image.id], scale: 4 },
    });
    expect(fourTimes.status).toBe(202);
    const badScale = await t.call('PATCH', '/api/v1/image/upscaling/queue', {
      token: designer,
      body: { imageIds: [image.id], scale: 3 },
    });
    expect(badScale.json.details[0].field).toBe('body.scale');
    const worker = createRenderWorker({
      id: 'upscaler',
      db: t.db,
      blobs: t.platform.blobs,
      jobs: t.platform.jobs,
      renders: t.platform.renderJobs,
      engines: [],
    });
    expect(await worker.drain()).toBe(2);
    const mine = (await t.call('GET', '/api/v1/image/list', { token: designer })).json.data as {
      name: string;
      resolution: { x: number };
    }[];
    expect(mine.find((i) => i.name.endsWith('×2'))?.resolution.x).toBe(image.resolution.x * 2);
    expect(mine.find((i) => i.name.endsWith('×4'))?.resolution.x).toBe(image.resolution.x * 4);
    const quota = (await t.call('GET', '/api/v1/subscription-quotas', { token: designer })).json.quotas[0];
    expect(quota.tiers.every((tier: { used: number }) => tier.used === 0)).toBe(true);
  });
});
