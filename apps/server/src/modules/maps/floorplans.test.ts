import { drawUnitPlan, TWO_BEDROOM_UNIT } from '@roomcraft/scene';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { importComplexes } from './complex-import.ts';
import { complexAt, mapPeople } from './test/map-world.ts';

describe('map floor plans: preparation, moves, statistics and the fp-data export', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof mapPeople>>;
  let secondOperator: string;
  let from: { id: string; addressId: string };
  let to: { id: string; addressId: string };
  beforeAll(async () => {
    t = await createTestApp();
    people = await mapPeople(t);
    const pair = [complexAt('출발단지', 37.5, 127.0), complexAt('도착단지', 37.51, 127.01)];
    const imported = await importComplexes(t.db, pair, { planState: 'COMPLETED' });
    from = imported[0]!;
    to = imported[1]!;
    await t.db
      .insertInto('operators')
      .values({
        id: 'op-checker',
        email: 'checker@demo.example',
        name: 'Checker',
        password_hash: (await t.db.selectFrom('operators').select('password_hash').executeTakeFirstOrThrow())
          .password_hash,
      })
      .execute();
    secondOperator = (
      await t.call('POST', '/ops/login', {
        body: { email: 'checker@demo.example', password: 'demo-password' },
      })
    ).json.token;
  });
  afterAll(() => t.close());

  const createPlans = (token: string, body: object, map = from) =>
    t.call('POST', `/api/v1/api/map-floorplans/${map.id}/${map.addressId}`, { token, body });
  const move = (token: string, a: string, b: string, body?: object) =>
    t.call('POST', `/api/v1/map/${a}/move/${b}${body ? '' : '/all'}`, { token, body });
  const step = (token: string, id: string, body: object) =>
    t.call('POST', `/ops/v1/map-floorplans/${id}/state`, { token, body });
  const unitTypes = async (mapId: string) =>
    (
      await t.db
        .selectFrom('map_fp_data')
        .select('name')
        .where('map_id', '=', mapId)
        .orderBy('name')
        .execute()
    ).map((r) => r.name);

  it('creates unit types with a plan per variant, for operators only', async () => {
    const body = {
      units: [
        {
          name: '79B',
          exclusiveArea: 59.924,
          supplyArea: 79.34,
          rooms: 2,
          bathrooms: 1,
          variants: ['BASIC', 'EXTENDED'],
        },
      ],
    };
    expect((await createPlans(people.designer, body)).status).toBe(403);
    const { status, json } = await createPlans(people.operator, body);
    expect(status).toBe(201);
    expect(json.floorplans).toHaveLength(2);
    expect(json.floorplans[0]).toMatchObject({
      name: '79B',
      exclusiveArea: 59.92,
      state: 'CREATED',
      mapId: from.id,
    });
    const bad = await createPlans(people.operator, { units: [{ ...body.units[0], exclusiveArea: 90 }] });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].field).toBe('units.0.exclusiveArea');
  });

  it('walks a plan through CREATED → WORKING → TESTING → COMPLETED: one draws, another checks', async () => {
    const { json } = await createPlans(people.operator, {
      units: [{ name: '59A', exclusiveArea: 59.9, supplyArea: 78.1, rooms: 2, bathrooms: 1 }],
    });
    const id = json.floorplans[0].id as string;
    expect((await step(people.operator, id, { to: 'TESTING' })).status).toBe(409);
    expect((await step(people.operator, id, { to: 'WORKING' })).json.floorplan.state).toBe('WORKING');
    expect((await step(people.operator, id, { to: 'TESTING' })).json.code).toBe('plan_not_drawn');
    const drawing = drawUnitPlan(TWO_BEDROOM_UNIT);
    const save = (token: string) =>
      t.call('PUT', `/ops/v1/map-floorplans/${id}/design`, { token, body: { design: drawing } });
    expect((await save(secondOperator)).status).toBe(403);
    expect((await save(people.operator)).status).toBe(200);
    expect((await step(people.operator, id, { to: 'TESTING' })).json.floorplan.state).toBe('TESTING');
    expect((await step(people.operator, id, { to: 'COMPLETED' })).status).toBe(403);
    const back = await step(secondOperator, id, { to: 'WORKING', note: 'Kitchen wall is 300 mm short' });
    expect(back.json.floorplan).toMatchObject({ state: 'WORKING', note: 'Kitchen wall is 300 mm short' });
    await step(people.operator, id, { to: 'TESTING' });
    const done = await step(secondOperator, id, { to: 'COMPLETED' });
    expect(done.json.floorplan).toMatchObject({ state: 'COMPLETED', checkedBy: 'op-checker' });
    expect(done.json.floorplan.completedAt).not.toBeNull();
    expect((await step(people.operator, id, { to: 'CREATED' })).status).toBe(409);
    expect((await step(people.operator, id, { to: 'DONE' })).status).toBe(400);
    const queue = await t.call('GET', '/ops/v1/map-floorplans?state=CREATED', { token: people.operator });
    expect(queue.json.data.every((p: { state: string }) => p.state === 'CREATED')).toBe(true);
    expect(queue.json.data.some((p: { mapName: string }) => p.mapName === '출발단지')).toBe(true);
  });

  it('shows users only completed plans, with their drawings', async () => {
    const { json } = await t.call('GET', `/api/v1/map/detail?id=${from.id}`, { token: people.designer });
    expect(json.floorplans.length).toBeGreaterThan(0);
    expect(
      json.floorplans.every((p: { state: string; design: unknown }) => p.state === 'COMPLETED' && p.design),
    ).toBe(true);
    expect(json.addresses[0]).toMatchObject({ isPrimary: true, districtCode: '1100000000' });
  });

  it('moves one unit type, then all of them, and refuses a move to the same complex', async () => {
    const same = await move(people.operator, from.id, from.id);
    expect(same.status).toBe(400);
    expect(same.json.details[0].field).toBe('b');
    expect((await move(people.designer, from.id, to.id)).status).toBe(403);
    const before = await unitTypes(from.id);
    const one = await t.db
      .selectFrom('map_fp_data')
      .select('id')
      .where('name', '=', '79B')
      .where('map_id', '=', from.id)
      .executeTakeFirstOrThrow();
    expect((await move(people.operator, from.id, to.id, { mapFpDataId: one.id })).json.moved).toBe(1);
    expect(await unitTypes(to.id)).toEqual(['112A', '79B']);
    expect((await move(people.operator, from.id, to.id, { mapFpDataId: one.id })).status).toBe(404);
    expect((await move(people.operator, from.id, to.id)).json.moved).toBe(before.length - 1);
    expect(await unitTypes(from.id)).toEqual([]);
    const moved = await t.db
      .selectFrom('map_fp_data')
      .select('address_id')
      .where('map_id', '=', to.id)
      .execute();
    expect(moved.every((r) => r.address_id === to.addressId)).toBe(true);
  });

  it('counts plans per state and per day, for operators', async () => {
    expect(
      (await t.call('GET', '/api/v1/apis/stats/map-floorplans', { token: people.designer })).status,
    ).toBe(403);
    const stats = await t.call('GET', '/api/v1/apis/stats/map-floorplans', { token: people.operator });
    const inDb = await t.db.selectFrom('map_floorplans').select('state').execute();
    expect(stats.json.floorplans).toBe(inDb.length);
    expect(stats.json.byState.CREATED).toBe(inDb.filter((p) => p.state === 'CREATED').length);
    const today = new Date().toISOString().slice(0, 10);
    const days = await t.call('GET', `/api/v1/apis/stats/map-floorplans/search?from=${today}&to=${today}`, {
      token: people.operator,
    });
    expect(days.json.days).toEqual([{ date: today, created: inDb.length, completed: expect.any(Number) }]);
    const inverted = await t.call(
      'GET',
      '/api/v1/apis/stats/map-floorplans/search?from=2026-02-01&to=2026-01-01',
      {
        token: people.operator,
      },
    );
    expect(inverted.status).toBe(400);
    const counts = await t.call('GET', '/api/v1/dashboard-counts/map-floorplans/search?keyword=도착', {
      token: people.operator,
    });
    const ofTarget = await t.db
      .selectFrom('map_floorplans as p')
      .innerJoin('map_fp_data as f', 'f.id', 'p.fp_data_id')
      .select('p.state')
      .where('f.map_id', '=', to.id)
      .execute();
    expect(counts.json.totalCount).toBe(ofTarget.length);
    expect(counts.json.byState.COMPLETED).toBe(ofTarget.filter((p) => p.state === 'COMPLETED').length);
  });

  it("exports a complex's unit types and plans as an .xlsx that reads back", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/export/download/${to.id}/excel/fp-data`,
      headers: { authorization: `Bearer ${people.operator}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Floor plans')!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toContain('Exclusive area (m²)');
    const plans = await t.db
      .selectFrom('map_floorplans as p')
      .innerJoin('map_fp_data as f', 'f.id', 'p.fp_data_id')
      .select(['p.id', 'f.name', 'f.exclusive_area'])
      .where('f.map_id', '=', to.id)
      .execute();
    expect(sheet.rowCount).toBe(plans.length + 1);
    const rows = sheet
      .getRows(2, plans.length)!
      .map((r) => [r.getCell(1).value, r.getCell(4).value, r.getCell(5).value]);
    expect(rows.sort()).toEqual(plans.map((p) => [p.id, p.name, p.exclusive_area]).sort());
    expect(workbook.getWorksheet('Complex')!.getCell('B3').value).toBe('도착단지');
    expect(
      (await t.call('GET', `/api/v2/export/download/nope/excel/fp-data`, { token: people.operator })).status,
    ).toBe(404);
  });
});
