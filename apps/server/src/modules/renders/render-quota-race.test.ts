import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { openRenderProject, type RenderProject, unitsUsed } from './test-renders.ts';

const camera = {
  name: 'Window',
  position: { x: 600, y: 3500, z: 1500 },
  target: { x: 3000, y: 500, z: 1200 },
};

/** Render units stay exact under load: the demo enterprise's basic plan grants 10 units of 4K. */
describe('render requests racing for the last units', () => {
  let project: RenderProject;
  let t: TestApp;
  beforeAll(async () => {
    project = await openRenderProject('Race flat');
    t = project.t;
  });
  afterAll(() => t.close());

  it('50 simultaneous requests against 10 units queue exactly 10 renders and refuse 40', async () => {
    const { designer, projectId } = project;
    const body = { projectId, type: 0, tier: '4k-render', cameras: [camera] };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/v1/renders', { token: designer, body })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.json.code))).toEqual(
      new Set(['quota_exhausted']),
    );
    expect(await unitsUsed(t, designer, '4k-render')).toBe(10);
    const jobs = await t.db.selectFrom('render_jobs').select(['id', 'charge_key']).execute();
    expect(jobs).toHaveLength(10);
    const charges = await t.db
      .selectFrom('quota_charges')
      .select('charge_key')
      .where('tier', '=', '4k-render')
      .execute();
    expect(charges.map((c) => c.charge_key).sort()).toEqual(jobs.map((j) => j.charge_key).sort());

    // A failed render gives its unit back, exactly once; then exactly one more request gets through.
    const failed = jobs[0]!;
    await t.platform.renderJobs.failed(failed.id, 'the render failed');
    await t.platform.renderJobs.failed(failed.id, 'the render failed');
    expect(await unitsUsed(t, designer, '4k-render')).toBe(9);
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/v1/renders', { token: designer, body })),
    );
    expect(retries.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await unitsUsed(t, designer, '4k-render')).toBe(10);
  });
});
