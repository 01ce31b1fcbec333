import { CyclesEngine, createRenderWorker } from '@roomcraft/worker';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { QuotasRepository } from '../quotas/quotas.repository.ts';
import { QuotasService } from '../quotas/quotas.service.ts';
import { RenderQueue } from './render-queue.ts';
import { livingRoomDesign } from './test-design.ts';

/** Blender shares two cores with the rest of the suite. */
const BAKE_TIMEOUT_MS = 180_000;

describe('light-map bakes (RenderImageType 4)', () => {
  let t: TestApp;
  let designer: string;
  let projectId: string;
  let queue: RenderQueue;
  const used = async (tier: string) => {
    const quota = (await t.call('GET', '/api/v1/subscription-quotas', { token: designer })).json.quotas[0];
    return quota.tiers.find((x: { tier: string }) => x.tier === tier).used as number;
  };
  const bake = (sessionId: string) =>
    t.call('POST', '/api/v1/renders', {
      token: designer,
      body: { projectId, sessionId, type: 4, tier: 'standard-render' },
    });
  /** CI bakes for real, but small: a 64 px atlas at 4 samples. */
  const shrinkQueuedBakes = async () => {
    const jobs = await t.db
      .selectFrom('render_jobs')
      .select(['id', 'spec'])
      .where('state', '=', 'QUEUED')
      .execute();
    for (const job of jobs) {
      const spec = { ...(job.spec as Record<string, unknown>), width: 64, height: 64, samples: 4 };
      await t.db
        .updateTable('render_jobs')
        .set({ spec: JSON.stringify(spec) })
        .where('id', '=', job.id)
        .execute();
    }
  };
  const worker = (id: string, timeoutMs?: number) =>
    createRenderWorker({
      id,
      db: t.db,
      blobs: t.platform.blobs,
      queue,
      ...(timeoutMs ? { engines: [new CyclesEngine('blender', timeoutMs)] } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    designer = await t.login('designer@demo.example');
    const me = (await t.call('GET', '/api/v1/user/me', { token: designer })).json.user;
    const created = await t.call('POST', `/api/v1/projects/users/${me.id}`, {
      token: designer,
      body: { name: 'Baked flat', design: livingRoomDesign() },
    });
    projectId = created.json.project.id;
    queue = new RenderQueue(t.db, new QuotasService(t.db, new QuotasRepository(t.db)));
  });
  afterAll(() => t.close());

  it(
    'queues a bake of the whole floor without a camera, charges one unit, and a worker bakes a walk-through GLB',
    async () => {
      const requested = await bake('bake-1');
      expect(requested.status).toBe(201);
      expect(requested.json.renders).toHaveLength(1);
      expect(requested.json.renders[0]).toMatchObject({
        state: 'QUEUED',
        queuePosition: 1,
        engine: 'CYCLES',
        imageType: 'BAKING',
        cameraName: 'Walk-through',
        // A bake's size is its light-map atlas (standard tier: 512 px).
        width: 512,
        height: 512,
      });
      expect(await used('standard-render')).toBe(1);

      await shrinkQueuedBakes();
      expect(await worker('baker').drain()).toBe(1);
      const [done] = (await t.call('GET', '/api/v1/renders?sessionId=bake-1', { token: designer })).json
        .renders;
      expect(done.error ?? done.state).toBe('DONE');
      const image = await t.call('GET', `/api/v1/image/${done.imageId}`, { token: designer });
      expect(image.json.image).toMatchObject({ type: 'BAKING', name: 'Walk-through' });
      // The gallery shows the preview like any picture.
      const preview = await t.app.inject({ method: 'GET', url: `/api/v1/image/${done.imageId}/file` });
      expect(preview.headers['content-type']).toBe('image/jpeg');

      const scene = await t.app.inject({ method: 'GET', url: `/api/v1/renders/baked/${done.imageId}` });
      expect(scene.statusCode).toBe(200);
      expect(scene.headers['content-type']).toBe('model/gltf-binary');
      const glb = scene.rawPayload;
      expect(glb.subarray(0, 4).toString()).toBe('glTF');
      const json = JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString());
      expect(json.extensionsUsed).toContain('KHR_materials_unlit');
      expect(json.images).toHaveLength(1);
      // No lights travel with it: the light is in the atlas.
      expect(json.extensionsUsed).not.toContain('KHR_lights_punctual');
      // The walk begins inside the 5 m × 4 m living room, on its floor.
      const start = json.nodes.find((n: { name: string }) => n.name === 'WalkStart');
      const [x, y, z] = start.translation as number[];
      expect([x! > 0.5 && x! < 4.5, Math.abs(y!) < 1e-3, z! > 0.5 && z! < 3.5]).toEqual([true, true, true]);
      expect(await used('standard-render')).toBe(1);
    },
    BAKE_TIMEOUT_MS,
  );

  it('serves baked scenes only for bakes', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/renders/baked/nope' });
    expect(missing.statusCode).toBe(404);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const picture = await t.call('POST', '/api/v1/image/dataUpload', {
      token: designer,
      body: { projectId, name: 'Snapshot', dataUrl: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(picture.status).toBe(201);
    const notABake = await t.app.inject({
      method: 'GET',
      url: `/api/v1/renders/baked/${picture.json.image.id}`,
    });
    expect(notABake.statusCode).toBe(404);
  });

  it(
    'ends a bake that fails FAILED with Blender’s reason and gives the unit back',
    async () => {
      await bake('bake-2');
      expect(await used('standard-render')).toBe(2);
      await shrinkQueuedBakes();
      expect(await worker('baker-too-slow', 1).drain()).toBe(1);
      const [failed] = (await t.call('GET', '/api/v1/renders?sessionId=bake-2', { token: designer })).json
        .renders;
      expect(failed.state).toBe('FAILED');
      expect(failed.error).toMatch(/Blender/);
      expect(await used('standard-render')).toBe(1);
    },
    BAKE_TIMEOUT_MS,
  );

  it('refuses a WebGL bake and a bake given cameras, before charging', async () => {
    const before = await used('standard-render');
    const base = { projectId, type: 4, tier: 'standard-render' };
    const cases: [object, string][] = [
      [{ ...base, engine: 'WEBGL' }, 'engine'],
      [
        { ...base, cameras: [{ position: { x: 0, y: 0, z: 0 }, target: { x: 1000, y: 0, z: 0 } }] },
        'cameras',
      ],
      [{ ...base, tier: '6k-panorama' }, 'tier'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await t.call('POST', '/api/v1/renders', { token: designer, body });
      expect(status, field).toBe(400);
      expect(json.details[0].field).toBe(field);
    }
    expect(await used('standard-render')).toBe(before);
  });
});
