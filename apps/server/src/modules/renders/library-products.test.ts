import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import type { Image, RenderJob } from '@roomcraft/contract';
import { CyclesEngine, createRenderWorker, WebglEngine } from '@roomcraft/worker';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { furnish, uploadBoxProducts } from './test-library-products.ts';
import { openRenderProject, type RenderProject, shrinkQueuedJobs } from './test-renders.ts';

/** Blender and Chromium share two cores with the rest of the suite. */
const RENDER_TIMEOUT_MS = 240_000;
const ARTIFACTS = join(import.meta.dirname, '../../../../../test-artifacts');
const SIZE = { width: 320, height: 180, samples: 16 };
/** The top view frames the 5 m × 4 m living room 1.15 × its longer side across (cameras.ts). */
const METRES_ACROSS = 5 * 1.15;

type Rgb = [number, number, number];
const dominant = ([r, g, b]: Rgb): 'red' | 'green' | 'blue' | 'yellow' | 'grey' => {
  const [high, low] = [Math.max(r, g, b), Math.min(r, g, b)];
  if (high - low < 0.25 * high) return 'grey';
  if (r > 1.6 * b && g > 1.6 * b && Math.abs(r - g) < 0.35 * Math.max(r, g)) return 'yellow';
  return r === high ? 'red' : g === high ? 'green' : 'blue';
};

/** The mean colour of the 7 × 7 pixels of a top view around a plan point (mm). */
async function colourAt(picture: Buffer, centre: { x: number; y: number }, plan: { x: number; y: number }) {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const perMm = info.width / (METRES_ACROSS * 1000);
  const px = Math.round(info.width / 2 + (plan.x - centre.x) * perMm);
  const py = Math.round(info.height / 2 + (plan.y - centre.y) * perMm);
  const sum: Rgb = [0, 0, 0];
  for (let y = py - 3; y <= py + 3; y++)
    for (let x = px - 3; x <= px + 3; x++)
      for (let c = 0; c < 3; c++) sum[c] = sum[c]! + data[(y * info.width + x) * info.channels + c]!;
  return sum.map((v) => v / 49) as Rgb;
}

describe('renders draw the library’s processed products', () => {
  let project: RenderProject;
  let t: TestApp;
  let designer: string;
  let productIds: Record<'red' | 'blue' | 'grey' | 'green' | 'yellow', string>;
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const worker = (id: string, engines: (CyclesEngine | WebglEngine)[]) =>
    createRenderWorker({
      id,
      db: t.db,
      blobs: t.platform.blobs,
      jobs: t.platform.jobs,
      renders: t.platform.renderJobs,
      engines,
      log: { warn: (fields, message) => warnings.push({ fields, message }) },
    });
  /** Where each product stands in the plan (mm); the room's middle is (2500, 2000). */
  const places = {
    red: { x: 1200, y: 1200 },
    blue: { x: 3800, y: 1200 },
    option: { x: 1200, y: 2800 },
    yellow: { x: 3800, y: 2800 },
  };

  beforeAll(async () => {
    project = await openRenderProject('Furnished flat', async (app, room) => {
      const manager = await app.login('manager@demo.example');
      const me = (await app.call('GET', '/api/v1/user/me', { token: manager })).json.user;
      const [red, blue, grey, green, yellow] = await uploadBoxProducts(app, manager, me.enterpriseId, [
        { name: 'Red armchair', color: [0.8, 0.03, 0.03] },
        { name: 'Blue cabinet', color: [0.03, 0.08, 0.8], textured: true },
        { name: 'Sofa, grey', color: [0.35, 0.35, 0.35] },
        { name: 'Sofa, green', color: [0.03, 0.6, 0.05] },
        { name: 'Yellow crate', color: [0.8, 0.7, 0.03] },
      ]);
      productIds = { red: red!, blue: blue!, grey: grey!, green: green!, yellow: yellow! };
      // The sofa's colourways are the options of one product, as the library offers them.
      const group = await app.call('POST', '/api/v1/product/group', {
        token: manager,
        body: { libType: 'enterprise', ownerId: me.enterpriseId, name: 'Sofa', productIds: [grey, green] },
      });
      expect(group.status).toBe(201);
      return furnish(room, [
        { id: 'armchair', productId: red!, ...places.red },
        { id: 'cabinet', productId: blue!, ...places.blue },
        // Placed grey, switched to its green option in the editor.
        { id: 'sofa', productId: grey!, optionId: green!, ...places.option },
        { id: 'crate', productId: yellow!, ...places.yellow },
      ]);
    });
    ({ t, designer } = project);
  }, RENDER_TIMEOUT_MS);
  afterAll(() => t.close());

  const topView = async (sessionId: string, engine: 'CYCLES' | 'WEBGL') => {
    const requested = await t.call('POST', '/api/v1/renders', {
      token: designer,
      body: { projectId: project.projectId, sessionId, type: 1, tier: 'standard-render', engine },
    });
    expect(requested.status, JSON.stringify(requested.json)).toBe(201);
    return requested.json.renders[0] as RenderJob;
  };
  const finished = async (sessionId: string) => {
    const [job] = (await t.call('GET', `/api/v1/renders?sessionId=${sessionId}`, { token: designer })).json
      .renders as RenderJob[];
    expect(job!.error ?? job!.state).toBe('DONE');
    const image = (await t.call('GET', `/api/v1/image/${job!.imageId}`, { token: designer })).json
      .image as Image;
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/image/${job!.imageId}/file?f=png` });
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, `render-products-${sessionId}.png`), file.rawPayload);
    return { job: job!, image, picture: file.rawPayload };
  };

  it(
    'shows each product in its own colour at its place, in Cycles and in WebGL',
    async () => {
      const requests = [await topView('cycles', 'CYCLES'), await topView('webgl', 'WEBGL')];
      await shrinkQueuedJobs(t.db, SIZE);
      expect(await worker('models-worker', [new CyclesEngine(), new WebglEngine()]).drain()).toBe(2);
      for (const request of requests) {
        const { job, picture } = await finished(request.sessionId!);
        const centre = request.camera!.position;
        const seen = {
          red: dominant(await colourAt(picture, centre, places.red)),
          blue: dominant(await colourAt(picture, centre, places.blue)),
          option: dominant(await colourAt(picture, centre, places.option)),
          yellow: dominant(await colourAt(picture, centre, places.yellow)),
        };
        // The sofa shows the option chosen in the editor (green), not the placed product (grey).
        expect(seen, job.engine).toEqual({ red: 'red', blue: 'blue', option: 'green', yellow: 'yellow' });
        expect(job.standIns).toEqual([]);
      }
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'bakes each product’s own colour into the walk-through’s light map',
    async () => {
      const requested = await t.call('POST', '/api/v1/renders', {
        token: designer,
        body: { projectId: project.projectId, sessionId: 'bake', type: 4, tier: 'standard-render' },
      });
      expect(requested.status).toBe(201);
      await shrinkQueuedJobs(t.db, { width: 256, height: 256, samples: 8 });
      expect(await worker('models-baker', [new CyclesEngine()]).drain()).toBe(1);
      const { job } = await finished('bake');
      const baked = await t.app.inject({ method: 'GET', url: `/api/v1/renders/baked/${job.imageId}` });
      const atlas = (await new NodeIO().registerExtensions(ALL_EXTENSIONS).readBinary(baked.rawPayload))
        .getRoot()
        .listTextures()[0]!
        .getImage()!;
      writeFileSync(join(ARTIFACTS, 'render-products-bake-atlas.png'), atlas);
      const { data, info } = await sharp(atlas).raw().toBuffer({ resolveWithObject: true });
      const counts = { red: 0, green: 0, blue: 0, yellow: 0, grey: 0 };
      for (let i = 0; i < data.length; i += info.channels)
        counts[dominant([data[i]!, data[i + 1]!, data[i + 2]!])]++;
      // Each box's faces take a share of the atlas in its own colour (a 256 px atlas: tens of texels).
      for (const colour of ['red', 'green', 'blue', 'yellow'] as const)
        expect(counts[colour], colour).toBeGreaterThan(40);
      expect(job.standIns).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'draws a product whose stored model is corrupted as a box, and the job, its image and the log say so',
    async () => {
      const row = await t.db
        .selectFrom('products')
        .select(['asset_key', 'assets'])
        .where('id', '=', productIds.yellow)
        .executeTakeFirstOrThrow();
      const key = `library/${row.asset_key}/${(row.assets as { model: string }).model}`;
      const stored = (await t.platform.blobs.get(key))!;
      await t.platform.blobs.put(key, Buffer.concat([stored.subarray(0, 40), Buffer.alloc(200, 7)]));
      warnings.length = 0;
      // The worker announces its engine first: the bake's worker, the last one seen, had Cycles only.
      const webgl = worker('corrupted-worker', [new WebglEngine()]);
      expect(await webgl.drain()).toBe(0);
      const request = await topView('corrupted', 'WEBGL');
      await shrinkQueuedJobs(t.db, SIZE);
      expect(await webgl.drain()).toBe(1);
      const { job, image, picture } = await finished('corrupted');
      const expected = {
        productId: productIds.yellow,
        name: 'Yellow crate',
        reason: 'unreadable',
        itemIds: ['crate'],
      };
      expect(job.standIns).toMatchObject([expected]);
      expect(job.standIns[0]!.detail).toMatch(/its model cannot be read/);
      expect(image.standIns).toEqual(job.standIns);
      // The crate's place shows the grey stand-in; the others still show their models.
      const centre = request.camera!.position;
      expect(dominant(await colourAt(picture, centre, places.yellow))).toBe('grey');
      expect(dominant(await colourAt(picture, centre, places.red))).toBe('red');
      expect(warnings).toMatchObject([{ fields: { productId: productIds.yellow, jobId: job.id } }]);
      expect(warnings[0]!.message).toContain(productIds.yellow);
    },
    RENDER_TIMEOUT_MS,
  );
});
