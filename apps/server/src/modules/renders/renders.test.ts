import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import {
  openRenderProject,
  type RenderProject,
  shrinkQueuedJobs as shrinkJobs,
  testWorker,
  unitsUsed,
} from './test-renders.ts';

/** Blender and Chromium share two cores with the rest of the suite: render tests get room. */
const RENDER_TIMEOUT_MS = 180_000;
const ARTIFACTS = join(import.meta.dirname, '../../../../../test-artifacts');
const camera = {
  name: 'Sofa corner',
  position: { x: 600, y: 3500, z: 1500 },
  target: { x: 3000, y: 500, z: 1200 },
};

describe('render requests, the queue and the worker', () => {
  let project: RenderProject;
  let t: TestApp;
  let designer: string;
  let projectId: string;
  const used = (token: string, tier: string) => unitsUsed(t, token, tier);
  const shrinkQueuedJobs = () => shrinkJobs(t.db, { width: 160, height: 90, samples: 8 });
  const worker = (id: string, timeoutMs?: number) => testWorker(project, id, timeoutMs);

  beforeAll(async () => {
    project = await openRenderProject('Render flat');
    ({ t, designer, projectId } = project);
  });
  afterAll(() => t.close());

  it('refuses what it can know is wrong before queueing or charging', async () => {
    const base = { projectId, type: 0, tier: 'standard-render', cameras: [camera] };
    const cases: [object, string][] = [
      [{ ...base, tier: '6k-panorama' }, 'tier'],
      [{ ...base, type: 2, tier: 'hd-render' }, 'tier'],
      [{ ...base, type: 2, tier: '6k-panorama', cameras: [] }, 'cameras'],
      [{ ...base, type: 4 }, 'cameras'],
      [{ ...base, type: 4, cameras: [], engine: 'WEBGL' }, 'engine'],
      [{ ...base, floorId: 'nope' }, 'floorId'],
      [{ ...base, cameras: [{ ...camera, target: camera.position }] }, 'cameras.0.target'],
      [{ ...base, type: 9 }, 'body.type'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await t.call('POST', '/api/v1/renders', { token: designer, body });
      expect(status, field).toBe(400);
      expect(json.details[0].field).toBe(field);
    }
    const exhausted = await t.call('POST', '/api/v1/renders', {
      token: designer,
      body: { ...base, tier: '8k-render' },
    });
    expect(exhausted.json.code).toBe('quota_exhausted');
    const stranger = await t.login('personal@demo.example');
    expect((await t.call('POST', '/api/v1/renders', { token: stranger, body: base })).status).toBe(404);
    expect(await used(designer, 'standard-render')).toBe(0);
    expect(await t.db.selectFrom('render_jobs').selectAll().execute()).toHaveLength(0);
  });

  it(
    'queues one job per camera, charges one unit each, and a worker renders them with Cycles',
    async () => {
      const requested = await t.call('POST', '/api/v1/renders', {
        token: designer,
        body: { projectId, sessionId: 'session-1', type: 0, tier: 'standard-render', cameras: [camera] },
      });
      expect(requested.status).toBe(201);
      expect(requested.json.renders[0]).toMatchObject({
        state: 'QUEUED',
        queuePosition: 1,
        imageType: 'RENDER_SHOT',
        width: 1280,
      });
      const top = await t.call('POST', '/api/v1/renders', {
        token: designer,
        body: { projectId, sessionId: 'session-1', type: 1, tier: 'standard-render' },
      });
      expect(top.json.renders[0]).toMatchObject({ cameraName: 'Top view', queuePosition: 2 });
      // The camera comes back in plan millimetres as asked for; the top view's is the server's framing.
      expect(requested.json.renders[0].camera).toEqual({ ...camera, fovDeg: null });
      expect(top.json.renders[0].camera).toMatchObject({ name: 'Top view', fovDeg: null });
      expect(top.json.renders[0].camera.position.z).toBeGreaterThan(top.json.renders[0].camera.target.z);
      expect(top.json.renders[0].requestId).not.toBe(requested.json.renders[0].requestId);
      expect(await used(designer, 'standard-render')).toBe(2);

      await shrinkQueuedJobs();
      expect(await worker('worker-a').drain()).toBe(2);
      const listed = await t.call('GET', '/api/v1/renders?sessionId=session-1', { token: designer });
      expect(listed.json.renders.map((r: { state: string; error: string }) => r.error ?? r.state)).toEqual([
        'DONE',
        'DONE',
      ]);
      const imageId = listed.json.renders[1].imageId;
      const image = await t.call('GET', `/api/v1/image/${imageId}`, { token: designer });
      expect(image.json.image).toMatchObject({
        type: 'RENDER_SHOT',
        name: 'Sofa corner',
        resolution: { x: 160, y: 90 },
        renderJobId: listed.json.renders[1].id,
      });
      const file = await t.app.inject({ method: 'GET', url: `/api/v1/image/${imageId}/file?f=png&w=80` });
      expect(file.headers['content-type']).toBe('image/png');
      const gallery = await t.call('GET', `/api/v1/image?projectId=${projectId}`, { token: designer });
      expect(gallery.json.totalCount).toBe(2);
      expect(await used(designer, 'standard-render')).toBe(2);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'renders a WebGL panorama of the flat: the right size, and not blank',
    async () => {
      const station = { name: 'Middle', position: { x: 2500, y: 2000, z: 1600 }, target: camera.target };
      const requested = await t.call('POST', '/api/v1/renders', {
        token: designer,
        body: {
          projectId,
          sessionId: 'pano',
          type: 2,
          tier: '6k-panorama',
          engine: 'WEBGL',
          cameras: [station],
        },
      });
      expect(requested.json.renders[0]).toMatchObject({
        engine: 'WEBGL',
        imageType: 'PANORAMA',
        width: 6144,
        height: 3072,
        camera: { ...station, fovDeg: null },
      });
      const jobs = await t.db
        .selectFrom('render_jobs')
        .select(['id', 'spec'])
        .where('state', '=', 'QUEUED')
        .execute();
      for (const job of jobs) {
        const spec = { ...(job.spec as Record<string, unknown>), width: 512, height: 256 };
        await t.db
          .updateTable('render_jobs')
          .set({ spec: JSON.stringify(spec) })
          .where('id', '=', job.id)
          .execute();
      }
      expect(await worker('worker-webgl').drain()).toBe(1);
      const [done] = (await t.call('GET', '/api/v1/renders?sessionId=pano', { token: designer })).json
        .renders;
      expect(done.error ?? done.state).toBe('DONE');
      const image = await t.call('GET', `/api/v1/image/${done.imageId}`, { token: designer });
      expect(image.json.image.renderJobId).toBe(done.id);
      const file = await t.app.inject({ method: 'GET', url: `/api/v1/image/${done.imageId}/file?f=png` });
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(join(ARTIFACTS, 'render-flat-webgl-panorama.png'), file.rawPayload);
      const { info, data } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([512, 256]);
      let [darkest, brightest] = [255, 0];
      for (let i = 0; i < data.length; i += info.channels)
        [darkest, brightest] = [Math.min(darkest, data[i]!), Math.max(brightest, data[i]!)];
      expect(brightest - darkest).toBeGreaterThan(60);
    },
    RENDER_TIMEOUT_MS,
  );

  it('groups a tour’s stations by request and shows their cameras to every viewer of the project', async () => {
    const stations = [
      {
        name: 'Hall',
        position: { x: 800, y: 800, z: 1600 },
        target: { x: 3000, y: 800, z: 1600 },
        fovDeg: 70,
      },
      { name: 'Sofa', position: { x: 3000, y: 3000, z: 0 }, target: { x: 800, y: 3000, z: 1600 } },
    ];
    const tour = await t.call('POST', '/api/v1/renders', {
      token: designer,
      body: {
        projectId,
        sessionId: 'tour',
        type: 3,
        tier: '6k-panorama',
        engine: 'WEBGL',
        cameras: stations,
      },
    });
    const [hall, sofa] = tour.json.renders;
    expect(hall.requestId).toBe(sofa.requestId);
    expect(hall.camera).toEqual(stations[0]);
    // A panorama without a height stands at eye height, and says so.
    expect(sofa.camera).toEqual({
      ...stations[1],
      position: { ...stations[1]!.position, z: 1600 },
      fovDeg: null,
    });

    const viewer = await t.login('designer2@demo.example');
    const ids = `${hall.id},${sofa.id},unknown`;
    expect((await t.call('GET', `/api/v1/renders/byIds?ids=${ids}`, { token: viewer })).json.renders).toEqual(
      [],
    );
    const viewerId = (await t.call('GET', '/api/v1/user/me', { token: viewer })).json.user.id;
    await t.call('POST', `/api/v1/shared-projects/${projectId}/access`, {
      token: designer,
      body: { userId: viewerId, accessType: 'VIEW' },
    });
    const seen = (await t.call('GET', `/api/v1/renders/byIds?ids=${ids}`, { token: viewer })).json.renders;
    expect(seen.map((j: { camera: { name: string } }) => j.camera.name).sort()).toEqual(['Hall', 'Sofa']);
    await t.db.deleteFrom('render_jobs').where('request_id', '=', hall.requestId).execute();
    await t.db.deleteFrom('jobs').where('subject', 'in', [hall.id, sofa.id]).execute();
  });

  it(
    'gives a job to another worker when its worker dies, charging and storing once',
    async () => {
      await t.call('POST', '/api/v1/renders', {
        token: designer,
        body: { projectId, type: 0, tier: 'hd-render', cameras: [camera] },
      });
      await shrinkQueuedJobs();
      const taken = await t.platform.jobs.claim('worker-that-dies', ['render.CYCLES']);
      expect(taken?.attempts).toBe(1);
      // The dead worker never renews its lease; once it runs out its job is free.
      await t.db
        .updateTable('jobs')
        .set({ lease_expires_at: new Date(Date.now() - 1_000) })
        .where('id', '=', taken!.id)
        .execute();
      expect(await worker('worker-b').drain()).toBe(1);
      const job = await t.db
        .selectFrom('render_jobs')
        .selectAll()
        .where('id', '=', taken!.id)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: 'DONE', attempts: 2, worker_id: 'worker-b' });
      expect(await t.platform.jobs.complete(job.id, 'worker-that-dies', { imageId: 'late-image' })).toBe(
        false,
      );
      expect(
        await t.db.selectFrom('images').select('id').where('render_job_id', '=', job.id).execute(),
      ).toHaveLength(1);
      expect(await used(designer, 'hd-render')).toBe(1);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'ends a job FAILED with the reason and gives the unit back; the worker goes on',
    async () => {
      await t.call('POST', '/api/v1/renders', {
        token: designer,
        body: { projectId, sessionId: 's2', type: 0, tier: 'hd-render', cameras: [camera] },
      });
      expect(await used(designer, 'hd-render')).toBe(2);
      await shrinkQueuedJobs();
      expect(await worker('worker-slow', 1).drain()).toBe(1);
      const [failed] = (await t.call('GET', '/api/v1/renders?sessionId=s2', { token: designer })).json
        .renders;
      expect(failed.state).toBe('FAILED');
      expect(failed.error).toMatch(/Blender/);
      expect(await used(designer, 'hd-render')).toBe(1);
    },
    RENDER_TIMEOUT_MS,
  );

  it('streams a session’s jobs as server-sent events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(
      `http://127.0.0.1:${address.port}/api/v1/renders/stream?sessionId=session-1`,
      {
        headers: { authorization: `Bearer ${designer}` },
        signal: controller.signal,
      },
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const [event, data] = text.split('\n');
    expect(event).toBe('event: renders');
    const renders = JSON.parse(data!.slice('data: '.length)).renders as { state: string }[];
    expect(renders.map((r) => r.state)).toEqual(['DONE', 'DONE']);
    const anonymous = await fetch(
      `http://127.0.0.1:${address.port}/api/v1/renders/stream?sessionId=session-1`,
    );
    expect(anonymous.status).toBe(401);
  });
});
