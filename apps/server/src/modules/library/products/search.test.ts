import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  complete,
  createCategory,
  createProduct,
  type LibrarySetup,
  librarySetup,
} from '../test/fixtures.ts';

type Hit = { id: string; name: string; price: number | null };

describe('product search', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let brand: string;
  let sofas: string;
  let cornerSofas: string;
  const ids: Record<string, string> = {};
  const search = async (params: string, token?: string) => {
    const answer = await t.call('GET', `/api/v2/product/${s.demo}?${params}`, { token: token ?? s.designer });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json as { data: Hit[]; totalCount: number; totalPages: number; count: number };
  };
  const names = (page: { data: Hit[] }) => page.data.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    const lib = { libType: 'enterprise', ownerId: s.demo };
    brand = (
      await t.call('POST', `/api/v1/brand/${s.demo}`, {
        token: s.admin,
        body: { libType: 'enterprise', name: 'Hanssem' },
      })
    ).json.brand.id;
    sofas = (await createCategory(t, s.admin, { ...lib, name: 'Sofas' })).id;
    cornerSofas = (await createCategory(t, s.admin, { ...lib, name: 'Corner', parentId: sofas })).id;
    const items = [
      {
        key: 'grey',
        name: '모던 패브릭 소파',
        en: 'Modern fabric sofa',
        price: 890000,
        color: 'Grey',
        cat: sofas,
        tags: ['living'],
        alias: 'MF-3',
      },
      {
        key: 'corner',
        name: '코너 소파',
        en: 'Corner sofa',
        price: 1290000,
        color: 'Beige',
        cat: cornerSofas,
        tags: ['living', 'large'],
        alias: 'CS-1',
      },
      {
        key: 'desk',
        name: '원목 책상',
        en: 'Oak desk',
        price: 450000,
        color: 'Oak',
        cat: null,
        tags: ['office'],
        alias: 'OD-1',
      },
      {
        key: 'shelf',
        name: '책장',
        en: 'Bookshelf',
        price: 210000,
        color: 'White',
        cat: null,
        tags: ['office'],
        alias: null,
      },
    ];
    for (const item of items) {
      const product = await createProduct(t, s.admin, {
        ...lib,
        name: item.name,
        translatedNames: [{ code: 'en', value: item.en }],
        price: item.price,
        colorName: item.color,
        colorCode: item.color.toUpperCase(),
        categoryId: item.cat,
        tags: item.tags,
        alias: item.alias,
        brandId: item.key === 'desk' ? null : brand,
      });
      ids[item.key] = product.id;
    }
    await complete(t, ...Object.values(ids));
  });
  afterAll(() => t.close());

  it('finds English and Korean names with the trigram index (3+ characters)', async () => {
    expect(names(await search('q=sofa&sortType=NAME&sortOrder=ASC'))).toEqual([
      '모던 패브릭 소파',
      '코너 소파',
    ]);
    expect(names(await search('q=FABRIC'))).toEqual(['모던 패브릭 소파']);
    expect(names(await search('q=패브릭'))).toEqual(['모던 패브릭 소파']);
    expect(names(await search('q=원목 책'))).toEqual(['원목 책상']);
  });

  it('finds 1–2 character Korean queries without the index', async () => {
    expect(names(await search('q=소파&sortType=PRICE&sortOrder=ASC'))).toEqual([
      '모던 패브릭 소파',
      '코너 소파',
    ]);
    expect(names(await search('q=책&sortType=NAME&sortOrder=ASC'))).toEqual(['원목 책상', '책장']);
    expect(names(await search('q=%25'))).toEqual([]);
  });

  it('filters by comma-joined brands, categories (with subcategories), colours, aliases and tags', async () => {
    expect((await search(`brands=${brand}`)).totalCount).toBe(3);
    expect(names(await search(`categories=${sofas}&sortType=PRICE&sortOrder=DESC`))).toEqual([
      '코너 소파',
      '모던 패브릭 소파',
    ]);
    expect(names(await search(`categories=${cornerSofas}`))).toEqual(['코너 소파']);
    expect((await search('colorNames=Grey,Oak')).totalCount).toBe(2);
    expect(names(await search('colorCodes=WHITE'))).toEqual(['책장']);
    expect(names(await search('aliases=CS-1,OD-1&sortType=NAME&sortOrder=ASC'))).toEqual([
      '원목 책상',
      '코너 소파',
    ]);
    expect((await search('tags=office')).totalCount).toBe(2);
    expect(names(await search(`q=sofa&brands=${brand}&tags=large&colorNames=Beige`))).toEqual(['코너 소파']);
  });

  it('combines a category subtree with brands and colours (the category btree path)', async () => {
    const sofasWith = async (filters: string) =>
      names(await search(`categories=${sofas}&${filters}&sortType=NAME&sortOrder=ASC`));
    expect(await sofasWith(`brands=${brand}`)).toEqual(['모던 패브릭 소파', '코너 소파']);
    expect(await sofasWith(`brands=${brand}&colorNames=Beige,White`)).toEqual(['코너 소파']);
    expect(await sofasWith('colorNames=Grey')).toEqual(['모던 패브릭 소파']);
    expect(await sofasWith('brands=nobody')).toEqual([]);
    expect(await sofasWith(`q=corner&brands=${brand}&colorNames=Grey,Beige`)).toEqual(['코너 소파']);
  });

  it('sorts by price, name and dates both ways, and pages', async () => {
    const byPrice = await search('sortType=PRICE&sortOrder=ASC');
    expect(byPrice.data.map((p) => p.price)).toEqual([210000, 450000, 890000, 1290000]);
    const desc = await search('sortType=PRICE&sortOrder=DESC');
    expect(desc.data.map((p) => p.price)).toEqual([1290000, 890000, 450000, 210000]);
    const created = await search('sortType=CREATEDAT&sortOrder=ASC');
    expect(created.data[0]!.id).toBe(ids.grey);
    await t.call('PATCH', `/api/v1/product/${ids.desk}`, { token: s.admin, body: { price: 460000 } });
    expect((await search('sortType=UPDATEDAT&sortOrder=DESC')).data[0]!.id).toBe(ids.desk);
    const page0 = await search('sortType=NAME&sortOrder=ASC&size=3&page=0');
    const page1 = await search('sortType=NAME&sortOrder=ASC&size=3&page=1');
    expect(page0).toMatchObject({ count: 3, totalCount: 4, totalPages: 2 });
    expect(page1.data.length).toBe(1);
    expect(await search('sortType=NAME&sortOrder=ASC&size=3&page=5')).toMatchObject({
      data: [],
      totalCount: 4,
    });
    // A narrowed search reads its page and its count in one statement: the same pages and counts.
    const sofasByPrice = (page: number) => search(`q=sofa&sortType=PRICE&sortOrder=DESC&size=1&page=${page}`);
    const [first, second, past] = await Promise.all([sofasByPrice(0), sofasByPrice(1), sofasByPrice(4)]);
    expect(first).toMatchObject({ count: 1, totalCount: 2, totalPages: 2 });
    expect([first.data[0]!.price, second.data[0]!.price]).toEqual([1290000, 890000]);
    expect(past).toMatchObject({ data: [], totalCount: 2, totalPages: 2 });
    expect(await search('q=nothing-like-this')).toMatchObject({ data: [], totalCount: 0 });
    const bad = await t.call('GET', `/api/v2/product/${s.demo}?sortType=COLOUR`, { token: s.designer });
    expect(bad.status).toBe(400);
  });

  it('answers the v1 list with every item and its options', async () => {
    const group = await t.call('POST', '/api/v1/product/group', {
      token: s.admin,
      body: {
        libType: 'enterprise',
        ownerId: s.demo,
        name: 'Sofa family',
        productIds: [ids.grey, ids.corner],
      },
    });
    expect(group.status).toBe(201);
    const named = await t.call(
      'PATCH',
      `/api/v1/product/group/${group.json.group.id}/${ids.corner}/optionName`,
      {
        token: s.admin,
        body: { optionName: 'Corner, beige' },
      },
    );
    expect(named.json.group.options.map((o: { optionName: string | null }) => o.optionName)).toEqual([
      null,
      'Corner, beige',
    ]);
    const list = await t.call('GET', `/api/v1/product/000/${s.demo}`, { token: s.designer });
    expect(list.json.products.length).toBe(4);
    const grey = list.json.products.find((p: { id: string }) => p.id === ids.grey);
    expect(grey.options.map((o: { id: string }) => o.id)).toEqual([ids.grey, ids.corner]);
    const tooMany = await t.call('POST', '/api/v1/product/group', {
      token: s.admin,
      body: { libType: 'enterprise', ownerId: s.demo, name: 'x', productIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
    });
    expect(tooMany.status).toBe(400);
  });

  it('keeps the search to what the caller sees', async () => {
    // Another's library is refused, not shown empty (docs/decisions/request-order.md).
    const outsider = await t.call('GET', `/api/v2/product/${s.demo}?q=sofa`, { token: s.personal });
    expect(outsider.status).toBe(404);
    const all = await t.call('GET', '/api/v2/product/all?q=sofa', { token: s.personal });
    expect(all.json.data.filter((p: { ownerId: string }) => p.ownerId === s.demo)).toEqual([]);
  });
});
