import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTemplate, type TemplateWorld, templateWorld } from './test/fixtures.ts';

/** Every filter and sort of the gallery (available/published), and the facets beside it. */
describe('templates: filters, sorts and facets', () => {
  let t: TestApp;
  let w: TemplateWorld;
  const made: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    w = await templateWorld(t);
    const publish = async (key: string, options: Parameters<typeof makeTemplate>[3]) => {
      const template = await makeTemplate(t, w, w.designer, { ...options, scope: 'enterprise' });
      const done = await t.call('POST', `/api/v1/template/${template.id}/comments`, {
        token: w.manager.token,
        body: { content: 'ok', status: 'PUBLISHED' },
      });
      expect(done.status).toBe(201);
      made[key] = template.id;
    };
    // Made in this order, so creation order is a, b, c, d.
    await publish('a', {
      name: 'Alpha bedroom',
      type: 'BEDROOM',
      style: 'MODERN',
      width: 3000,
      depth: 3000,
      tags: ['calm', 'wood'],
    });
    await publish('b', {
      name: 'beta living',
      type: 'LIVING',
      style: 'NATURAL',
      width: 5000,
      depth: 4000,
      tags: ['wood'],
    });
    await publish('c', {
      name: 'Gamma living',
      type: 'LIVING',
      style: 'MODERN',
      width: 6000,
      depth: 5000,
      tags: ['calm'],
    });
    await publish('d', {
      name: 'delta kitchen',
      type: 'KITCHEN',
      style: 'KOREAN_AND_ASIAN',
      width: 3000,
      depth: 2500,
    });
    const personal = await makeTemplate(t, w, w.designer2, {
      name: 'Epsilon own',
      type: 'LIVING',
      style: 'MODERN',
    });
    made.e = personal.id;
  });
  afterAll(() => t.close());

  const gallery = async (query: string) => {
    const answer = await t.call('GET', `/api/v1/template/available/published?${query}`, {
      token: w.designer2.token,
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json as {
      data: { id: string; name: string; author: { nickname: string } }[];
      totalCount: number;
      totalPages: number;
      count: number;
    };
  };
  const keys = async (query: string) =>
    (await gallery(query)).data.map((x) => Object.entries(made).find(([, id]) => id === x.id)?.[0] ?? '?');

  it('filters by scope, style, room type, size bounds, name, tags', async () => {
    expect(await keys('scopes=ENTERPRISE&sortBy=createdAsc')).toEqual(['a', 'b', 'c', 'd']);
    expect(await keys('scopes=PERSONAL')).toEqual(['e']);
    expect(await keys('sortBy=createdAsc')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await keys('scopes=ENTERPRISE&styles=MODERN&sortBy=createdAsc')).toEqual(['a', 'c']);
    expect(await keys('scopes=ENTERPRISE&styles=MODERN,NATURAL&sortBy=createdAsc')).toEqual(['a', 'b', 'c']);
    expect(await keys('scopes=ENTERPRISE&roomTypes=LIVING&sortBy=createdAsc')).toEqual(['b', 'c']);
    expect(await keys('scopes=ENTERPRISE&roomTypes=LIVING,KITCHEN&sortBy=createdAsc')).toEqual([
      'b',
      'c',
      'd',
    ]);
    // Clear areas: a 8.41, b 18.33, c 28.71, d 7.04 m² (100 mm walls).
    expect(await keys('scopes=ENTERPRISE&roomSizeLowerBound=8&sortBy=createdAsc')).toEqual(['a', 'b', 'c']);
    expect(await keys('scopes=ENTERPRISE&roomSizeUpperBound=20&sortBy=createdAsc')).toEqual(['a', 'b', 'd']);
    expect(
      await keys('scopes=ENTERPRISE&roomSizeLowerBound=8&roomSizeUpperBound=20&sortBy=createdAsc'),
    ).toEqual(['a', 'b']);
    expect(await keys('scopes=ENTERPRISE&name=LIVING&sortBy=createdAsc')).toEqual(['b', 'c']);
    expect(await keys('scopes=ENTERPRISE&name=100%25')).toEqual([]);
    expect(await keys('scopes=ENTERPRISE&tags=wood&sortBy=createdAsc')).toEqual(['a', 'b']);
    expect(await keys('scopes=ENTERPRISE&tags=calm,wood')).toEqual(['a']);
    expect(
      await keys('scopes=ENTERPRISE&styles=MODERN&roomTypes=LIVING&roomSizeLowerBound=20&name=gam&tags=calm'),
    ).toEqual(['c']);
  });

  it('sorts in the named and the paired form, and pages', async () => {
    expect(await keys('scopes=ENTERPRISE&sortBy=nameAsc')).toEqual(['a', 'b', 'd', 'c']);
    expect(await keys('scopes=ENTERPRISE&sortBy=name,asc')).toEqual(['a', 'b', 'd', 'c']);
    expect(await keys('scopes=ENTERPRISE&sortBy=nameDesc')).toEqual(['c', 'd', 'b', 'a']);
    expect(await keys('scopes=ENTERPRISE&sortBy=name,desc')).toEqual(['c', 'd', 'b', 'a']);
    expect(await keys('scopes=ENTERPRISE&sortBy=createdDesc')).toEqual(['d', 'c', 'b', 'a']);
    expect(await keys('scopes=ENTERPRISE&sortBy=createdAt,desc')).toEqual(['d', 'c', 'b', 'a']);
    expect(await keys('scopes=ENTERPRISE&sortBy=createdAt,asc')).toEqual(['a', 'b', 'c', 'd']);
    // Touch b, so it is the most recently updated.
    await t.call('PUT', `/api/v1/template/${made.b}/copy`, { token: w.designer.token });
    await t.call('DELETE', `/api/v1/template/${made.b}/copy`, { token: w.designer.token });
    expect((await keys('scopes=ENTERPRISE&sortBy=updatedDesc'))[0]).toBe('b');
    expect((await keys('scopes=ENTERPRISE'))[0]).toBe('b');
    expect((await keys('scopes=ENTERPRISE&sortBy=updatedAt,asc')).at(-1)).toBe('b');
    expect((await keys('scopes=ENTERPRISE&sortBy=updatedAsc')).at(-1)).toBe('b');
    const page = await gallery('scopes=ENTERPRISE&sortBy=createdAsc&page=1&size=3');
    expect(page).toMatchObject({ count: 1, totalCount: 4, totalPages: 2, page: 1, size: 3 });
    expect(page.data[0]!.id).toBe(made.d);
    // A page past the end has no row to carry the total; it is counted on its own.
    const past = await gallery('scopes=ENTERPRISE&page=5&size=3');
    expect(past).toMatchObject({ data: [], count: 0, totalCount: 4, totalPages: 2 });
  });

  it('never answers a remembered page from before a change: a rename, an author’s new name and a withdrawal show at once', async () => {
    const living = async () =>
      (await gallery('scopes=ENTERPRISE&roomTypes=LIVING&sortBy=createdAsc')).data.map(
        (x) => `${x.name} by ${x.author.nickname}`,
      );
    // Published templates are locked to their authors: these changes go straight to the tables.
    const change = (id: string, set: { name?: string; status?: 'PUBLISHED' | 'IN_REVISION' }) =>
      t.db.updateTable('templates').set(set).where('id', '=', id).execute();
    const author = (await gallery('scopes=ENTERPRISE&roomTypes=LIVING')).data[0]!.author.nickname;
    expect(await living()).toEqual([`beta living by ${author}`, `Gamma living by ${author}`]);
    await change(made.c!, { name: 'Gamma lounge' });
    expect(await living()).toEqual([`beta living by ${author}`, `Gamma lounge by ${author}`]);
    // An author's name is not part of the templates' version: rows are read fresh, so it shows too.
    await t.db.updateTable('users').set({ nickname: 'Renamed' }).where('id', '=', w.designer.id).execute();
    expect(await living()).toEqual(['beta living by Renamed', 'Gamma lounge by Renamed']);
    await change(made.b!, { status: 'IN_REVISION' });
    expect(await living()).toEqual(['Gamma lounge by Renamed']);
    await change(made.b!, { status: 'PUBLISHED' });
    await change(made.c!, { name: 'Gamma living' });
    await t.db.updateTable('users').set({ nickname: author }).where('id', '=', w.designer.id).execute();
  });

  it('refuses bad filters with the field named, and changes nothing', async () => {
    const bad = async (query: string, field: string) => {
      const answer = await t.call('GET', `/api/v1/template/available/published?${query}`, {
        token: w.designer2.token,
      });
      expect(answer.status).toBe(400);
      expect(answer.json.details[0].field).toBe(field);
    };
    await bad('roomSizeLowerBound=30&roomSizeUpperBound=10', 'query.roomSizeLowerBound');
    await bad('styles=GOTHIC', 'query.styles.0');
    await bad('scopes=GLOBAL', 'query.scopes.0');
    await bad('sortBy=sizeAsc', 'query.sortBy');
    await bad('size=1000', 'query.size');
  });

  it('answers room types, styles and the largest room from the same templates as the gallery', async () => {
    const rooms = await t.call('GET', '/api/v1/template/room?scopes=ENTERPRISE', {
      token: w.designer2.token,
    });
    expect(rooms.json.rooms).toEqual([
      { roomType: 'BEDROOM', count: 1 },
      { roomType: 'KITCHEN', count: 1 },
      { roomType: 'LIVING', count: 2 },
    ]);
    const stranger = await t.call('GET', '/api/v1/template/room', { token: w.stranger.token });
    expect(stranger.json.rooms).toEqual([]);
    const styles = await t.call('GET', '/api/v1/template/style?roomType=LIVING&scopes=ENTERPRISE,PERSONAL', {
      token: w.designer2.token,
    });
    expect(styles.json.styles).toEqual([
      { style: 'MODERN', count: 2 },
      { style: 'NATURAL', count: 1 },
    ]);
    const max = await t.call(
      'GET',
      '/api/v1/template/room/size/max?scopes=ENTERPRISE&roomTypes=BEDROOM,KITCHEN',
      {
        token: w.designer2.token,
      },
    );
    expect(max.json.maxRoomSize).toBeCloseTo(8.41, 2);
    const none = await t.call('GET', '/api/v1/template/room/size/max?scopes=PUBLIC', {
      token: w.designer2.token,
    });
    expect(none.json.maxRoomSize).toBe(0);
  });

  it('filters the managers’ list by author and dates, and counts it alike', async () => {
    const request = await makeTemplate(t, w, w.designer2, { scope: 'enterprise', name: 'Waiting one' });
    const query = (q: string) =>
      t
        .call('GET', `/api/v1/template/enterprise/manager?${q}`, { token: w.manager.token })
        .then((r) => r.json);
    const count = (q: string) =>
      t
        .call('GET', `/api/v1/template/enterprise/manager:count?${q}`, { token: w.manager.token })
        .then((r) => r.json.totalCount as number);
    expect((await query(`userId=${w.designer2.id}`)).data.map((x: { id: string }) => x.id)).toEqual([
      request.id,
    ]);
    expect(await count(`userId=${w.designer.id}`)).toBe(0);
    expect(await count('userName=second')).toBe(1);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      await count(`createdAtAfter=${encodeURIComponent(past)}&createdAtBefore=${encodeURIComponent(future)}`),
    ).toBe(1);
    expect(await count(`createdAtAfter=${encodeURIComponent(future)}`)).toBe(0);
    expect(await count(`updatedAtBefore=${encodeURIComponent(past)}`)).toBe(0);
    expect(await count(`updatedAtAfter=${encodeURIComponent(past)}&statuses=REQUESTED`)).toBe(1);
    expect(await count('status=REJECTED')).toBe(0);
  });
});
