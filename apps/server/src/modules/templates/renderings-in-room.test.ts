import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openRenderProject,
  type RenderProject,
  shrinkQueuedJobs,
  testWorker,
} from '../renders/test-renders.ts';

/** Covers for a template: the renders of a project whose camera stood inside the room. */
describe('templates: renderings in a room', () => {
  let project: RenderProject;
  beforeAll(async () => {
    project = await openRenderProject('Cover flat');
  });
  afterAll(() => project.t.close());

  it('lists the finished renders taken from inside the walls, for those who may open the project', {
    timeout: 300_000,
  }, async () => {
    const { t, designer, projectId } = project;
    const look = (name: string, x: number, y: number) => ({
      name,
      position: { x, y, z: 1500 },
      target: { x: 2500, y: 2000, z: 1200 },
    });
    const requested = await t.call('POST', '/api/v1/renders', {
      token: designer,
      body: {
        projectId,
        type: 0,
        tier: 'standard-render',
        cameras: [look('Inside', 600, 3500), look('From the garden', -3000, -3000)],
      },
    });
    expect(requested.status, JSON.stringify(requested.json)).toBe(201);
    await shrinkQueuedJobs(t.db, { width: 64, height: 36, samples: 4 });
    expect(await testWorker(project, 'cover-worker').drain()).toBe(2);

    // The living room of the test design: 5 m × 4 m from the origin, walked as wall vectors.
    const corners = [
      { x: 0, y: 0 },
      { x: 5000, y: 0 },
      { x: 5000, y: 4000 },
      { x: 0, y: 4000 },
    ];
    const wallVectors = corners.map((start, i) => ({ start, end: corners[(i + 1) % corners.length]! }));
    const inRoom = await t.call('POST', '/api/v1/template/getRenderingsInRoom', {
      token: designer,
      body: { projectId, wallVectors },
    });
    expect(inRoom.status, JSON.stringify(inRoom.json)).toBe(200);
    expect(inRoom.json.renderings.map((r: { name: string }) => r.name)).toEqual(['Inside']);
    const elsewhere = wallVectors.map((w) => ({
      start: { x: w.start.x + 10_000, y: w.start.y },
      end: { x: w.end.x + 10_000, y: w.end.y },
    }));
    const none = await t.call('POST', '/api/v1/template/getRenderingsInRoom', {
      token: designer,
      body: { projectId, wallVectors: elsewhere },
    });
    expect(none.json.renderings).toEqual([]);
    const stranger = await t.login('personal@demo.example');
    const refused = await t.call('POST', '/api/v1/template/getRenderingsInRoom', {
      token: stranger,
      body: { projectId, wallVectors },
    });
    expect(refused.status).toBe(404);
    const tooFew = await t.call('POST', '/api/v1/template/getRenderingsInRoom', {
      token: designer,
      body: { projectId, wallVectors: wallVectors.slice(0, 2) },
    });
    expect([tooFew.status, tooFew.json.details[0].field]).toEqual([400, 'body.wallVectors']);
  });
});
