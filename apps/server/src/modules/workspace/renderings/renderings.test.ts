import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import {
  openRenderProject,
  type RenderProject,
  shrinkQueuedJobs,
  testWorker,
} from '../../renders/test-renders.ts';

const stations = [
  { name: 'Hall', position: { x: 800, y: 800, z: 1600 }, target: { x: 3000, y: 800, z: 1600 } },
  { name: 'Sofa', position: { x: 3000, y: 3000, z: 1600 }, target: { x: 800, y: 3000, z: 1600 } },
];

interface Rendering {
  id: string;
  name: string;
  type: string;
  status: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  renderJobId: string | null;
  resolution: { x: number; y: number };
  panoramaImageIds?: string[];
}

describe("a project's renderings, 720° tours and portfolio", () => {
  let project: RenderProject;
  let t: TestApp;
  let designer: string;
  let projectId: string;
  const get = (path: string, token?: string) => t.call('GET', `/api/${path}`, token ? { token } : {});
  const renderings = async (query = '') =>
    (await get(`v1/projects/${projectId}/renderings?${query}`, designer)).json;

  beforeAll(async () => {
    project = await openRenderProject('Rendered flat');
    ({ t, designer, projectId } = project);
    // A tour of two stations and a top view, drawn by a WebGL worker; then a bird view left queued.
    const ask = (body: object) =>
      t.call('POST', '/api/v1/renders', { token: designer, body: { projectId, engine: 'WEBGL', ...body } });
    expect((await ask({ type: 3, tier: '6k-panorama', cameras: stations })).status).toBe(201);
    expect((await ask({ type: 1, tier: 'standard-render' })).status).toBe(201);
    await shrinkQueuedJobs(t.db, { width: 128, height: 64, samples: 1 });
    const worker = testWorker(project, 'renderings-worker');
    expect(await worker.drain()).toBe(3);
    expect((await ask({ type: 5, tier: 'standard-render' })).status).toBe(201);
  }, 180_000);
  afterAll(() => t.close());

  it('lists the images and the renders under way, newest first, filtered by type, status and products', async () => {
    const all = await renderings();
    expect(all.totalCount).toBe(4);
    const [queued, ...done] = all.data as Rendering[];
    expect(queued).toMatchObject({ name: 'Bird view', type: 'BIRDVIEW', status: 'CREATING', imageUrl: null });
    expect(queued!.renderJobId).toBe(queued!.id);
    expect(done.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(done.map((r) => r.type).sort()).toEqual(['TOP_VIEW', 'TOUR_720', 'TOUR_720']);
    const top = done.find((r) => r.type === 'TOP_VIEW')!;
    expect(top).toMatchObject({ name: 'Top view', resolution: { x: 128, y: 64 } });
    // The URLs are the image's own files: they open without a session.
    const file = await t.app.inject({ method: 'GET', url: new URL(top.imageUrl!, 'http://x').pathname });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);

    expect((await renderings('type=TOUR_720')).totalCount).toBe(2);
    expect((await renderings('status=CREATING')).data.map((r: Rendering) => r.type)).toEqual(['BIRDVIEW']);
    expect((await renderings('status=COMPLETED&limit=2&page=1')).data).toHaveLength(1);
    await t.call('PUT', `/api/v1/image/${top.id}/items`, {
      token: designer,
      body: { items: [{ productId: 'sofa-1', characteristic: 'ITEM' }] },
    });
    expect((await renderings('characteristic=ITEM')).data.map((r: Rendering) => r.id)).toEqual([top.id]);
    expect((await renderings('characteristic=OPTION')).totalCount).toBe(0);
    for (const query of ['type=SKETCH', 'status=DONE', 'characteristic=NONE', 'page=-1', 'limit=500']) {
      expect((await get(`v1/projects/${projectId}/renderings?${query}`, designer)).status).toBe(400);
    }
    const stranger = await t.login('personal@demo.example');
    expect((await get(`v1/projects/${projectId}/renderings`, stranger)).status).toBe(404);
  });

  it("groups a tour's panoramas into one tour, for the project or for all of the caller's projects", async () => {
    const tours = (await get(`v1/projects/720-tours?projectId=${projectId}`, designer)).json;
    expect(tours.totalCount).toBe(1);
    const [tour] = tours.data as Rendering[];
    expect(tour).toMatchObject({ type: 'TOUR_720', status: 'COMPLETED' });
    expect(tour!.panoramaImageIds).toHaveLength(2);
    expect(tour!.panoramaImageIds![0]).toBe(tour!.id);
    const names = await Promise.all(
      tour!.panoramaImageIds!.map(async (id) => (await get(`v1/image/${id}`, designer)).json.image.name),
    );
    expect([...names].sort()).toEqual(['Hall', 'Sofa']);
    expect(tour!.name).toBe(names[0]);
    expect((await get('v1/projects/720-tours', designer)).json.data).toEqual(tours.data);
    const stranger = await t.login('personal@demo.example');
    expect((await get(`v1/projects/720-tours?projectId=${projectId}`, stranger)).status).toBe(404);
    expect((await get('v1/projects/720-tours', stranger)).json.totalCount).toBe(0);
  });

  it('shows the finished renders and a render as the cover on the portfolio, once shared', async () => {
    const portfolio = (query = '') => get(`v2/public/projects/${projectId}/portfolio${query}`);
    expect((await portfolio()).status).toBe(404);
    const share = async (visibility: string) =>
      (await t.call('POST', '/api/v2/share-keys', { token: designer, body: { projectId, visibility } })).json
        .shareKey.key as string;
    const unlisted = await share('UNLISTED');
    // A link's key opens the portfolio as it opens the design; a wrong key does not.
    expect((await portfolio('?shareKey=wrong')).status).toBe(404);
    const opened = (await portfolio(`?shareKey=${unlisted}`)).json.portfolio;
    expect(opened.renders.map((r: Rendering) => r.type).sort()).toEqual(['TOP_VIEW', 'TOUR_720', 'TOUR_720']);
    expect(opened.renders.every((r: Rendering) => r.status === 'COMPLETED' && r.imageUrl)).toBe(true);
    // No cover was uploaded: the top view stands in (a panorama is no cover).
    const top = opened.renders.find((r: Rendering) => r.type === 'TOP_VIEW');
    expect(opened.project.coverRenderImageId).toBe(top.id);
    expect(opened.project.coverImage).toEqual({ url: top.imageUrl, thumbnailUrl: top.thumbnailUrl });
    expect((await portfolio()).status).toBe(404);
    await share('PUBLIC');
    expect((await portfolio()).json.portfolio.renders).toHaveLength(3);
  });
});
