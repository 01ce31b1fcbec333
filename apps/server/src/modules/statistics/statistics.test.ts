import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { EventRecorder } from './events.ts';
import { ROLLUP_JOB_KIND } from './rollup-job.ts';
import { rollUpEvents, seoulToday } from './rollups.ts';

/** Statistics come only from recorded events, counted into Asia/Seoul days by the rollup. */
describe('recorded events, daily rollups and the statistics calls', () => {
  let t: TestApp;
  let events: EventRecorder;
  let manager: string;
  let designer: string;
  let enterpriseId: string;
  beforeAll(async () => {
    t = await createTestApp();
    events = new EventRecorder(t.db);
    manager = await t.login('manager@demo.example');
    designer = await t.login('designer@demo.example');
    enterpriseId = (await t.call('GET', '/api/v1/user/me', { token: manager })).json.user.enterpriseId;
  });
  afterAll(() => t.close());

  const open = (at: string, durationMs?: number) =>
    events.record({
      kind: durationMs === undefined ? 'VIEWER_OPENED' : 'VIEWER_CLOSED',
      enterpriseId,
      dimension: '360',
      durationMs: durationMs ?? null,
      occurredAt: new Date(at),
    });
  const stats = async (from: string, to: string) =>
    (await t.call('GET', `/api/v1/apis/stats/360/duration?from=${from}&to=${to}`, { token: manager })).json;

  it('counts events into Seoul days: 23:30 UTC is the next morning in Seoul', async () => {
    await open('2026-03-09T14:59:00Z'); // 23:59 on the 9th in Seoul
    await open('2026-03-09T15:00:00Z'); // 00:00 on the 10th in Seoul
    await open('2026-03-09T23:30:00Z', 60_000); // 08:30 on the 10th
    await open('2026-03-10T14:00:00Z', 30_000); // 23:00 on the 10th
    expect((await stats('2026-03-09', '2026-03-10')).opens).toBe(0); // nothing before the rollup
    expect(await rollUpEvents(t.db)).toEqual(['2026-03-09', '2026-03-10']);
    const answer = await stats('2026-03-09', '2026-03-10');
    expect(answer.days).toEqual([
      { date: '2026-03-09', opens: 1, closes: 0, totalDurationMs: 0, averageDurationMs: null },
      { date: '2026-03-10', opens: 1, closes: 2, totalDurationMs: 90_000, averageDurationMs: 45_000 },
    ]);
    expect(answer).toMatchObject({ opens: 2, totalDurationMs: 90_000, averageDurationMs: 45_000 });
  });

  it('re-rolls the day of a late event into the day it happened', async () => {
    await open('2026-03-09T10:00:00Z'); // reported late, for the 9th
    expect(await rollUpEvents(t.db)).toContain('2026-03-09');
    const answer = await stats('2026-03-09', '2026-03-10');
    expect(answer.days.map((d: { opens: number }) => d.opens)).toEqual([2, 1]);
    // Rolling again changes nothing: a day is counted from all its events, never added to.
    await rollUpEvents(t.db);
    expect((await stats('2026-03-09', '2026-03-10')).days.map((d: { opens: number }) => d.opens)).toEqual([
      2, 1,
    ]);
  });

  it('keeps a designer to their own numbers and the cylinder counts to managers', async () => {
    await events.record({ kind: 'CYLINDER_CALLED', enterpriseId, dimension: 'key-1' });
    await rollUpEvents(t.db);
    const today = seoulToday();
    const cylinder = await t.call('GET', `/api/v1/dashboard-counts/cylinder?from=${today}&to=${today}`, {
      token: manager,
    });
    expect(cylinder.json.count).toBe(1);
    expect((await t.call('GET', '/api/v1/dashboard-counts/cylinder', { token: designer })).status).toBe(403);
    expect((await stats('2026-03-09', '2026-03-10')).opens).toBe(3);
    const own = await t.call('GET', '/api/v1/apis/stats/360/duration?from=2026-03-09&to=2026-03-10', {
      token: designer,
    });
    expect(own.json.opens).toBe(0);
    const backwards = await t.call('GET', '/api/v1/dashboard-counts/ar?from=2026-03-10&to=2026-03-09', {
      token: manager,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.details[0].field).toBe('from');
  });

  it('the dashboard counts a created project and a finished render for their designer this week', async () => {
    const me = (await t.call('GET', '/api/v1/user/me', { token: designer })).json.user;
    const created = await t.call('POST', `/api/v1/projects/users/${me.id}`, {
      token: designer,
      body: { name: 'Counted' },
    });
    expect(created.status).toBe(201);
    await events.record({ kind: 'RENDER_FINISHED', enterpriseId, userId: me.id, dimension: '0:hd-render' });
    // This time the rollup runs as the server runs it: a job of the one queue, taken by its runner.
    await t.platform.jobs.enqueue(ROLLUP_JOB_KIND, {}, { dedupeKey: 'daily' });
    expect(await t.platform.library.processing.drain()).toBe(1);
    const board = (await t.call('GET', '/api/v1/dashboard/overview?weeks=2', { token: manager })).json;
    expect(board.weeks).toHaveLength(2);
    expect(board.designers).toContainEqual({
      weekStart: board.weeks[1],
      userId: me.id,
      name: me.name ?? me.nickname,
      projects: 1,
      renders: 1,
    });
    expect(board.rendersByTypeAndTier).toEqual([{ type: 0, tier: 'hd-render', count: 1 }]);
    expect(board.quota.tiers.length).toBeGreaterThan(0);
  });
});
