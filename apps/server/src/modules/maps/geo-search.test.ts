import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { importComplexes } from './complex-import.ts';
import { distanceMetres } from './geo-cells.ts';
import { complexAt, mapPeople } from './test/map-world.ts';

// A scatter of complexes around a centre in Seoul, every 150 m on a 13 × 13 grid, plus far ones.
const CENTRE = { lat: 37.55, lng: 126.98 };
const grid = Array.from({ length: 169 }, (_, i) => {
  const row = Math.floor(i / 13) - 6;
  const col = (i % 13) - 6;
  return complexAt(`격자${i}`, CENTRE.lat + row * 0.00135, CENTRE.lng + col * 0.0017);
});
const far = [complexAt('부산먼곳', 35.1, 129.0), complexAt('경계동쪽', 37.55, 127.2)];

describe('maps: around-points and range, indexed by cell', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await mapPeople(t)).designer;
    await t.db.deleteFrom('map_complexes').execute();
    await importComplexes(t.db, [...grid, ...far], { planState: 'COMPLETED' });
  });
  afterAll(() => t.close());

  const around = (body: object) => t.call('POST', '/api/v1/map/around-points', { token, body });

  it('answers the complexes within the radius, nearest first, with their distances', async () => {
    const point = { lat: CENTRE.lat + 0.0004, lng: CENTRE.lng - 0.0003 };
    const { status, json } = await around({ ...point, radius: 500, limit: 100 });
    expect(status).toBe(200);
    const expected = [...grid, ...far]
      .map((c) => ({ name: c.name, distance: distanceMetres(point.lat, point.lng, c.lat, c.lng) }))
      .filter((c) => c.distance <= 500)
      .sort((a, b) => a.distance - b.distance);
    expect(expected.length).toBeGreaterThan(20);
    expect(json.points.map((p: { name: string }) => p.name)).toEqual(expected.map((c) => c.name));
    json.points.forEach((p: { distance: number }, i: number) => {
      expect(p.distance).toBeCloseTo(expected[i]!.distance, 0);
    });
  });

  it('stops at the limit, keeping the nearest', async () => {
    const { json } = await around({ ...CENTRE, radius: 2000, limit: 3 });
    const nearest = grid
      .map((c) => ({ name: c.name, distance: distanceMetres(CENTRE.lat, CENTRE.lng, c.lat, c.lng) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 3);
    // The two neighbours east and west are equally far: their order is the tie-break's (by id).
    expect(json.points.map((p: { name: string }) => p.name).sort()).toEqual(
      nearest.map((c) => c.name).sort(),
    );
    expect(json.points[0]).toMatchObject({ name: '격자84', distance: 0 });
    const distances = json.points.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers the complexes of a bounding box, exactly those inside', async () => {
    const box = { minLat: 37.549, maxLat: 37.5531, minLng: 126.975, maxLng: 126.9805 };
    const query = new URLSearchParams(Object.entries(box).map(([k, v]): [string, string] => [k, String(v)]));
    const { status, json } = await t.call('GET', `/api/v1/map/range?${query}`, { token });
    expect(status).toBe(200);
    const inside = grid
      .filter((c) => c.lat >= box.minLat && c.lat <= box.maxLat && c.lng >= box.minLng && c.lng <= box.maxLng)
      .map((c) => c.name)
      .sort();
    expect(inside.length).toBeGreaterThan(5);
    expect(json.maps.map((m: { name: string }) => m.name).sort()).toEqual(inside);
    expect(json.truncated).toBe(false);
  });

  it('says when a box holds more than the limit', async () => {
    const { json } = await t.call(
      'GET',
      '/api/v1/map/range?minLat=33&maxLat=39&minLng=124&maxLng=132&limit=10',
      {
        token,
      },
    );
    expect(json.maps).toHaveLength(10);
    expect(json.truncated).toBe(true);
  });

  it('refuses coordinates out of range and an inverted box, naming the field', async () => {
    const outOfRange = await around({ lat: 91, lng: 127 });
    expect(outOfRange.status).toBe(400);
    expect(JSON.stringify(outOfRange.json.details)).toContain('lat');
    const inverted = await t.call('GET', '/api/v1/map/range?minLat=38&maxLat=37&minLng=126&maxLng=127', {
      token,
    });
    expect(inverted.status).toBe(400);
    expect(JSON.stringify(inverted.json.details)).toContain('minLat');
    const badLng = await t.call('GET', '/api/v1/map/range?minLat=37&maxLat=38&minLng=126&maxLng=181', {
      token,
    });
    expect(badLng.status).toBe(400);
  });

  it('asks who is calling before anything else', async () => {
    expect((await t.call('POST', '/api/v1/map/around-points', { body: { lat: 999 } })).status).toBe(401);
  });
});
