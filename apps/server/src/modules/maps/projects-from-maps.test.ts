import { MapFlip } from '@roomcraft/contract';
import { applyMapFlip, type Design, measureFloorRoom } from '@roomcraft/scene';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { importComplexes } from './complex-import.ts';
import { complexAt, mapPeople } from './test/map-world.ts';

describe('maps: projects started from a plan, search and what each caller sees', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof mapPeople>>;
  let plan: { id: string; design: Design; mapFpDataId: string; fpDataId: string; addressId: string };
  let enterpriseId: string;
  let own: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    people = await mapPeople(t);
    const [complex] = await importComplexes(t.db, [complexAt('미러단지', 37.4, 127.1)], {
      planState: 'COMPLETED',
    });
    const detail = await t.call('GET', `/api/v1/map/detail?id=${complex!.id}`, { token: people.designer });
    plan = detail.json.floorplans[0];
    enterpriseId = (await t.call('GET', '/api/v1/user/me', { token: people.designer })).json.user
      ?.enterpriseId;
    const owned = await importComplexes(t.db, [complexAt('사내전용단지', 37.41, 127.11)], {
      planState: 'COMPLETED',
      enterpriseId,
    });
    own = owned[0]!;
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    (await t.call('GET', '/api/v1/user/me', { token })).json.user as { id: string };
  const start = async (token: string, fromMap: object) =>
    t.call('POST', `/api/v1/projects/users/${(await me(token)).id}`, {
      token,
      body: { name: '우리집', fromMap },
    });
  const designOf = async (token: string, id: string) =>
    (await t.call('GET', `/api/v1/projects/${id}/design`, { token })).json.design as Design;

  it('starts a project from a completed plan and records where it came from', async () => {
    const { status, json } = await start(people.designer, { mapFloorplanId: plan.id });
    expect(status).toBe(201);
    expect(json.project.fromMap).toEqual({
      mapFpDataId: plan.mapFpDataId,
      addressId: plan.addressId,
      fpDataId: plan.fpDataId,
      mapFloorplanId: plan.id,
      flip: null,
    });
    expect(await designOf(people.designer, json.project.id)).toEqual(plan.design);
  });

  it('mirrors the plan per MapFlip when it is opened, areas unchanged', async () => {
    const { json } = await start(people.designer, { mapFloorplanId: plan.id, flip: MapFlip.Horizontal });
    expect(json.project.fromMap.flip).toBe(1);
    const design = await designOf(people.designer, json.project.id);
    expect(design).toEqual(applyMapFlip(plan.design, MapFlip.Horizontal));
    const areas = (d: Design) => d.floors[0]!.rooms.map((r) => measureFloorRoom(d.floors[0]!, r).area).sort();
    expect(areas(design)).toEqual(areas(plan.design));
    expect(design.floors[0]!.corners).not.toEqual(plan.design.floors[0]!.corners);
  });

  it('refuses an unknown flip, a plan not completed, and a design beside fromMap; nothing is made', async () => {
    const before = await t.db.selectFrom('projects').select('id').execute();
    const flip = await start(people.designer, { mapFloorplanId: plan.id, flip: 4 });
    expect(flip.status).toBe(400);
    expect(JSON.stringify(flip.json.details)).toContain('fromMap.flip');
    const queued = await t.db
      .selectFrom('map_floorplans')
      .select('id')
      .where('state', '=', 'CREATED')
      .executeTakeFirstOrThrow();
    const notDone = await start(people.designer, { mapFloorplanId: queued.id });
    expect(notDone.status).toBe(400);
    expect(notDone.json.details[0].field).toBe('fromMap.mapFloorplanId');
    expect(await t.db.selectFrom('projects').select('id').execute()).toHaveLength(before.length);
  });

  it("keeps an enterprise's own complexes to its members, in every read and search", async () => {
    expect((await t.call('GET', `/api/v1/map/${own.id}`, { token: people.designer })).status).toBe(200);
    expect((await t.call('GET', `/api/v1/map/${own.id}`, { token: people.personal })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/map/locations/${own.id}`, { token: people.personal })).status).toBe(
      404,
    );
    const near = { lat: 37.41, lng: 127.11, radius: 3000 };
    const names = async (token: string) =>
      (await t.call('POST', '/api/v1/map/around-points', { token, body: near })).json.points.map(
        (p: { name: string }) => p.name,
      );
    expect(await names(people.designer)).toEqual(['사내전용단지', '미러단지']);
    expect(await names(people.personal)).toEqual(['미러단지']);
    const flat = await t.call('GET', `/api/v1/map/${enterpriseId}/search/flatten?keyword=테스트구`, {
      token: people.designer,
    });
    expect(flat.json.data.map((r: { mapName: string }) => r.mapName).sort()).toEqual([
      '미러단지',
      '사내전용단지',
    ]);
    expect(flat.json.data[0]).toMatchObject({ name: '112A', exclusiveArea: 84.97, variant: 'BASIC' });
    const foreign = await t.call('GET', `/api/v1/map/${enterpriseId}/search/flatten?keyword=테스트구`, {
      token: people.personal,
    });
    expect(foreign.status).toBe(404);
  });

  it('searches the registry data by name, address or district code, in both forms', async () => {
    const platform = await t.call('GET', '/api/v1/map/search/korgov?keyword=강남구 대치동', {
      token: people.personal,
    });
    expect(platform.json.data.map((m: { name: string }) => m.name).sort()).toEqual([
      '래미안 대치팰리스',
      '은마아파트',
    ]);
    expect(platform.json.data[0].addresses[0].districtCode).toBe('1168010600');
    const byCode = await t.call('GET', '/api/v1/map/search/korgov?keyword=1100000000', {
      token: people.designer,
    });
    expect(byCode.json.data.map((m: { name: string }) => m.name)).toEqual(['미러단지']);
    const withOwn = await t.call('GET', `/api/v1/map/${enterpriseId}/search/korgov?keyword=1100000000`, {
      token: people.designer,
    });
    expect(withOwn.json.totalCount).toBe(2);
  });
});
