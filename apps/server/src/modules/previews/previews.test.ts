import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { complete, createProduct, type LibrarySetup, librarySetup } from '../library/test/fixtures.ts';

const settings = {
  camera: { yawDeg: 30, pitchDeg: 15, distanceMm: 2500 },
  background: '#f4f1ec',
  environment: 'STUDIO',
  optionId: null,
};

describe('previews and preview snapshots', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let productId: string;
  let privateProductId: string;
  let dataUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    productId = (
      await createProduct(t, s.designer, { libType: 'enterprise', ownerId: s.demo, name: 'Team sofa' })
    ).id;
    privateProductId = (
      await createProduct(t, s.personal, { libType: 'personal', ownerId: s.personalId, name: 'My chair' })
    ).id;
    await complete(t, productId, privateProductId);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();
    dataUrl = `data:image/png;base64,${png.toString('base64')}`;
  });
  afterAll(() => t.close());

  it('saves a preview of a product the owner can see, and shares it with the team', async () => {
    const created = await t.call('POST', '/api/v1/previews', {
      token: s.designer,
      body: { productId, name: 'Front, studio', settings },
    });
    expect(created.status).toBe(201);
    expect(created.json.preview).toMatchObject({
      productId,
      name: 'Front, studio',
      snapshotCount: 0,
      settings,
    });
    const team = await t.call('GET', `/api/v1/previews/product/${productId}`, { token: s.designer2 });
    expect(team.json.previews).toHaveLength(1);
    const hidden = await t.call('POST', '/api/v1/previews', {
      token: s.designer,
      body: { productId: privateProductId, name: 'x', settings },
    });
    expect(hidden.json.details[0].field).toBe('productId');
    expect(
      (await t.call('GET', `/api/v1/previews/${created.json.preview.id}`, { token: s.personal })).status,
    ).toBe(404);
    const badColour = await t.call('POST', '/api/v1/previews', {
      token: s.designer,
      body: { productId, name: 'x', settings: { ...settings, background: 'blue' } },
    });
    expect(badColour.json.details[0].field).toBe('body.settings.background');
  });

  it('lets a manager save a preview for a member, never a designer for a colleague', async () => {
    const member = (await s.me(s.designer2)).id;
    const byManager = await t.call('POST', `/api/v1/previews/user/${member}`, {
      token: s.manager,
      body: { productId, name: 'For Dana', settings },
    });
    expect(byManager.json.preview.ownerId).toBe(member);
    const byPeer = await t.call('POST', `/api/v1/previews/user/${member}`, {
      token: s.designer,
      body: { productId, name: 'x', settings },
    });
    expect(byPeer.status).toBe(403);
  });

  it('keeps pictures taken in a preview, in order, with captions', async () => {
    const [preview] = (await t.call('GET', `/api/v1/previews/product/${productId}`, { token: s.designer }))
      .json.previews;
    const first = await t.call('POST', '/api/v1/preview-snapshots', {
      token: s.designer,
      body: { previewId: preview.id, dataUrl, caption: 'Front' },
    });
    expect(first.status).toBe(201);
    expect(first.json.snapshot).toMatchObject({ width: 640, height: 480, caption: 'Front', position: 0 });
    const second = await t.call('POST', '/api/v1/preview-snapshots', {
      token: s.designer,
      body: { previewId: preview.id, dataUrl },
    });
    expect(second.json.snapshot.position).toBe(1);
    const file = await t.app.inject({ url: `/api/v1/preview-snapshots/${first.json.snapshot.id}/file` });
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    const moved = await t.call('PUT', `/api/v1/preview-snapshots/${second.json.snapshot.id}`, {
      token: s.designer,
      body: { position: 0, caption: 'Side' },
    });
    expect(moved.json.snapshot).toMatchObject({ position: 0, caption: 'Side' });
    const listed = await t.call('GET', `/api/v1/preview-snapshots/preview/${preview.id}`, {
      token: s.designer2,
    });
    expect(
      listed.json.snapshots.map((x: { caption: string; position: number }) => `${x.caption}@${x.position}`),
    ).toEqual(['Side@0', 'Front@1']);
    const notPicture = await t.call('POST', '/api/v1/preview-snapshots', {
      token: s.designer,
      body: {
        previewId: preview.id,
        dataUrl: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
      },
    });
    expect(notPicture.json.details[0].field).toBe('dataUrl');
    expect(
      (
        await t.call('PUT', `/api/v1/preview-snapshots/${first.json.snapshot.id}`, {
          token: s.designer2,
          body: { caption: 'x' },
        })
      ).status,
    ).toBe(403);
    const removed = await t.call('DELETE', '/api/v1/preview-snapshots', {
      token: s.designer,
      body: { ids: [first.json.snapshot.id] },
    });
    expect(removed.json.deleted).toBe(1);
    expect(
      (await t.call('GET', `/api/v1/preview-snapshots/${first.json.snapshot.id}`, { token: s.designer }))
        .status,
    ).toBe(404);
  });

  it('deletes your previews of a product (a manager: the team’s)', async () => {
    expect(
      (await t.call('DELETE', `/api/v1/previews/product/${productId}`, { token: s.designer })).json.deleted,
    ).toBe(1);
    expect(
      (await t.call('DELETE', `/api/v1/previews/product/${productId}`, { token: s.manager })).json.deleted,
    ).toBe(1);
    expect(
      (await t.call('GET', `/api/v1/previews/product/${productId}`, { token: s.designer })).json.previews,
    ).toEqual([]);
  });
});
