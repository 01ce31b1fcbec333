import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { complete, createCategory, createEnterprise, createProduct, librarySetup } from './test/fixtures.ts';

/**
 * The visibility rule (docs/decisions/library-visibility.md) through every list, count, tag, facet
 * and search call of the library: two enterprises (A lists B as a partner), two personal users,
 * every product level, an unfinished product and the public library, read by each kind of reader.
 * Each call must show exactly what reading the products one by one shows.
 */

type Library = 'a' | 'b' | 'p' | 'public';
type Reader =
  | 'anonymous'
  | 'aAdmin'
  | 'aManager'
  | 'aDesigner'
  | 'bAdmin'
  | 'personal'
  | 'personal2'
  | 'operator';

interface Item {
  key: string;
  library: Library;
  level?: 'LOW' | 'MIDDLE' | 'HIGH' | 'ADMIN';
  finished: boolean;
}

const ITEMS: Item[] = [
  { key: 'a-low', library: 'a', level: 'LOW', finished: true },
  { key: 'a-middle', library: 'a', level: 'MIDDLE', finished: true },
  { key: 'a-high', library: 'a', level: 'HIGH', finished: true },
  { key: 'a-admin', library: 'a', level: 'ADMIN', finished: true },
  { key: 'a-unfinished', library: 'a', level: 'LOW', finished: false },
  { key: 'b-low', library: 'b', level: 'LOW', finished: true },
  { key: 'b-admin', library: 'b', level: 'ADMIN', finished: true },
  { key: 'p-own', library: 'p', finished: true },
  { key: 'pub', library: 'public', finished: true },
];

/** What each reader sees, worked out from the written rule, not from the code. */
const SEES: Record<Reader, string[]> = {
  anonymous: ['pub'],
  aAdmin: ['a-low', 'a-middle', 'a-high', 'a-admin', 'a-unfinished', 'pub'],
  aManager: ['a-low', 'a-middle', 'a-high', 'a-unfinished', 'pub'],
  aDesigner: ['a-low', 'a-middle', 'a-unfinished', 'pub'],
  // A lists B as a partner: B's members see A's LOW, finished products.
  bAdmin: ['b-low', 'b-admin', 'a-low', 'pub'],
  personal: ['p-own', 'pub'],
  personal2: ['pub'],
  operator: ITEMS.map((i) => i.key),
};
const READERS = Object.keys(SEES) as Reader[];
const MARK = 'tenancymatrix';

describe('the visibility rule through every library call (tenancy matrix)', () => {
  let t: TestApp;
  const token: Partial<Record<Reader, string>> = {};
  const owner = {} as Record<Library, string>;
  const libType = { a: 'enterprise', b: 'enterprise', p: 'personal', public: 'public' } as const;
  const brand = {} as Record<Library, string>;
  const category = {} as Record<Library, string>;
  const idOf = new Map<string, string>();
  const keyOf = new Map<string, string>();
  let apiKeyOfA: string;

  const call = (reader: Reader, url: string) => t.call('GET', `/api${url}`, { token: token[reader] });
  const keys = (products: { id: string }[]) =>
    products
      .map((p) => keyOf.get(p.id))
      .filter((k): k is string => k !== undefined)
      .sort();
  const expected = (reader: Reader, where: (item: Item) => boolean = () => true) =>
    ITEMS.filter((i) => SEES[reader].includes(i.key) && where(i))
      .map((i) => i.key)
      .sort();
  const readsLibrary = (reader: Reader, library: Library) =>
    expected(reader, (i) => i.library === library).length > 0;
  /** A library the reader does not read: sign in first, or no such library. */
  const refusal = (reader: Reader) => (reader === 'anonymous' ? 401 : 404);

  beforeAll(async () => {
    t = await createTestApp();
    const s = await librarySetup(t);
    const b = await createEnterprise(t, s.operator, 'Matrix B');
    const signup = await t.call('POST', '/auth/signup', {
      body: { email: 'second.personal@example.com', password: 'long-enough-pw', nickname: 'second personal' },
    });
    Object.assign(token, {
      aAdmin: s.admin,
      aManager: s.manager,
      aDesigner: s.designer,
      bAdmin: b.admin,
      personal: s.personal,
      personal2: signup.json.token,
      operator: s.operator,
    });
    Object.assign(owner, { a: s.demo, b: b.id, p: s.personalId, public: 'public' });
    const listed = await t.call('POST', `/api/v1/enterprise/${s.demo}/partners`, {
      token: s.admin,
      body: { partnerId: b.id },
    });
    expect(listed.status).toBe(200);
    const curator: Record<Library, string> = { a: s.admin, b: b.admin, p: s.personal, public: s.operator };
    for (const library of ['a', 'b', 'p', 'public'] as Library[]) {
      const lib = { libType: libType[library], ownerId: owner[library] };
      const made = await t.call('POST', `/api/v1/brand/${owner[library]}`, {
        token: curator[library],
        body: { libType: lib.libType, name: `${MARK} brand ${library}` },
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      brand[library] = made.json.brand.id;
      category[library] = (
        await createCategory(t, curator[library], {
          ...lib,
          name: `${MARK} ${library}`,
          productType: 'FURNITURE',
        })
      ).id;
    }
    for (const item of ITEMS) {
      const product = await createProduct(t, curator[item.library], {
        libType: libType[item.library],
        ownerId: owner[item.library],
        name: `${MARK} ${item.key}`,
        brandId: brand[item.library],
        categoryId: category[item.library],
        colorName: 'Matrix red',
        tags: ['common', item.key],
        ...(item.level ? { level: item.level } : {}),
      });
      idOf.set(item.key, product.id);
      keyOf.set(product.id, item.key);
      if (item.finished) await complete(t, product.id);
    }
    const issued = await t.call('POST', '/api/v1/cylinder/api-keys', {
      token: s.admin,
      body: { enterpriseId: s.demo, name: 'matrix' },
    });
    apiKeyOfA = issued.json.key;
  });
  afterAll(() => t.close());

  it('reads each product by id exactly as the rule says (the ground truth of every other call)', async () => {
    for (const reader of READERS) {
      const seen: string[] = [];
      for (const item of ITEMS) {
        const { status } = await call(reader, `/v1/product/${idOf.get(item.key)}`);
        expect([200, 404], `${reader} ${item.key}`).toContain(status);
        if (status === 200) seen.push(item.key);
      }
      expect(seen.sort(), reader).toEqual(expected(reader));
    }
  });

  it('searches, filters and facets show only visible products, on every library and across all', async () => {
    for (const reader of READERS) {
      const all = await call(reader, `/v2/product/all?q=${MARK}&size=100`);
      expect(keys(all.json.data), `${reader} search all`).toEqual(expected(reader));
      expect(all.json.totalCount, `${reader} search count`).toBe(expected(reader).length);
      for (const library of ['a', 'b', 'p', 'public'] as Library[]) {
        const mine = (i: Item) => i.library === library;
        const filters = [
          `q=${MARK}`,
          'tags=common',
          `brands=${brand[library]}`,
          `categories=${category[library]}`,
          `categories=${category[library]}&colorNames=Matrix%20red&tags=common`,
          `categories=${category[library]}&brands=${brand[library]}&q=${MARK}`,
        ];
        for (const filter of filters) {
          const found = await call(reader, `/v2/product/${owner[library]}?${filter}&size=100`);
          if (!readsLibrary(reader, library)) {
            expect(found.status, `${reader} ${library} ${filter}`).toBe(refusal(reader));
            continue;
          }
          expect(keys(found.json.data), `${reader} ${library} ${filter}`).toEqual(expected(reader, mine));
          expect(found.json.totalCount, `${reader} ${library} ${filter} count`).toBe(
            expected(reader, mine).length,
          );
        }
        const v1 = await call(reader, `/v1/product/000/${owner[library]}`);
        if (readsLibrary(reader, library)) {
          expect(keys(v1.json.products), `${reader} ${library} v1`).toEqual(expected(reader, mine));
        } else expect(v1.status, `${reader} ${library} v1`).toBe(refusal(reader));
      }
    }
  });

  it('answers batches of ids with the visible ones only', async () => {
    const ids = [...idOf.values()].join(',');
    for (const reader of READERS) {
      const batch = await call(reader, `/v2/products/batch?ids=${ids}`);
      expect(keys(batch.json.products), `${reader} batch`).toEqual(expected(reader));
    }
    const open = await call('anonymous', `/v1/public/product/byIds?ids=${ids}`);
    expect(keys(open.json.products)).toEqual(expected('anonymous'));
  });

  it('counts brands and categories, and lists brand pages, by what the reader sees', async () => {
    for (const reader of READERS) {
      for (const library of ['a', 'b', 'p', 'public'] as Library[]) {
        const mine = expected(reader, (i) => i.library === library);
        const brands = await call(reader, `/v1/brand/${owner[library]}`);
        const page = await call(reader, `/v1/public/brand/${owner[library]}/${brand[library]}`);
        const tree = await call(
          reader,
          `/v2/categories/root/${libType[library]}/${owner[library]}/all?withCounts=true`,
        );
        if (!readsLibrary(reader, library)) {
          for (const refused of [brands, page, tree]) {
            expect(refused.status, `${reader} ${library} ${refused.json.message}`).toBe(refusal(reader));
          }
          continue;
        }
        const counted = brands.json.brands.find((x: { id: string }) => x.id === brand[library]);
        expect(counted?.productCount, `${reader} ${library} brand count`).toBe(mine.length);
        expect(keys(page.json.products), `${reader} ${library} brand page`).toEqual(mine);
        const node = tree.json.categories.find((x: { id: string }) => x.id === category[library]);
        expect(node?.productCount, `${reader} ${library} category count`).toBe(mine.length);
      }
    }
  });

  it('tags count and list only products the reader sees, and hide tags of hidden ones', async () => {
    const members: [Reader, Library][] = [
      ['aAdmin', 'a'],
      ['aManager', 'a'],
      ['aDesigner', 'a'],
      ['bAdmin', 'b'],
      ['personal', 'p'],
    ];
    for (const [reader, library] of members) {
      const scope = library === 'p' ? '' : `enterpriseId=${owner[library]}`;
      const mine = expected(reader, (i) => i.library === library);
      const list = await call(reader, `/v1/tags?${scope}`);
      expect(list.json.tags.map((x: { value: string }) => x.value).sort(), `${reader} tags`).toEqual(
        ['common', ...mine].sort(),
      );
      const common = list.json.tags.find((x: { value: string }) => x.value === 'common');
      expect(common.totalCount, `${reader} common count`).toBe(mine.length);
      expect(common.counts.PRODUCT).toBe(mine.length);
      const partial = await call(reader, `/v1/tags?${scope}&partialValue=${library}-`);
      expect(partial.json.tags.map((x: { value: string }) => x.value).sort(), `${reader} partial`).toEqual(
        mine,
      );
      const targets = await call(reader, `/v1/tags/common?${scope}`);
      const targetIds = targets.json.targets.map((x: { targetId: string }) => ({ id: x.targetId }));
      expect(keys(targetIds), `${reader} common targets`).toEqual(mine);
      for (const item of ITEMS.filter((i) => i.library === library)) {
        const one = await call(reader, `/v1/tags/${item.key}?${scope}`);
        expect(one.status, `${reader} tag ${item.key}`).toBe(mine.includes(item.key) ? 200 : 404);
      }
    }
  });

  it('shares with partners, and answers api keys, by the same rule', async () => {
    const shared = await call('bAdmin', `/v3/products/${owner.b}/shared-list?size=100`);
    expect(keys(shared.json.data)).toEqual(['a-low']);
    const asKey = (url: string) => t.call('GET', `/api${url}`, { headers: { 'x-api-key': apiKeyOfA } });
    const seenByKey: string[] = [];
    for (const item of ITEMS) {
      const { status } = await asKey(`/v1/cylinder/product/${idOf.get(item.key)}`);
      const image = await asKey(`/v1/cylinder/image/${idOf.get(item.key)}`);
      expect(image.status).toBe(status);
      if (status === 200) seenByKey.push(item.key);
    }
    // An api key reads as a designer, finished products only.
    expect(seenByKey.sort()).toEqual(['a-low', 'a-middle', 'pub']);
    const names = await asKey(`/v1/public/product/${owner.a}/name?productName=${MARK}&size=100`);
    expect(keys(names.json.data)).toEqual(['a-low', 'a-middle']);
  });

  it('hides a team preview, and its snapshots, from a member who does not see its product', async () => {
    const settings = {
      camera: { yawDeg: 0, pitchDeg: 10, distanceMm: 2000 },
      background: '#ffffff',
      environment: 'STUDIO',
      optionId: null,
    };
    const made = await t.call('POST', '/api/v1/previews', {
      token: token.aAdmin,
      body: { productId: idOf.get('a-admin'), name: 'Board room', settings },
    });
    expect(made.status).toBe(201);
    const id = made.json.preview.id;
    expect((await call('aAdmin', `/v1/previews/${id}`)).status).toBe(200);
    for (const reader of ['aManager', 'aDesigner'] as Reader[]) {
      expect((await call(reader, `/v1/previews/${id}`)).status, reader).toBe(404);
      expect((await call(reader, `/v1/preview-snapshots/preview/${id}`)).status, reader).toBe(404);
    }
  });

  it('lists previews of a product only to readers who see it', async () => {
    for (const reader of READERS.filter((r) => r !== 'anonymous' && r !== 'operator')) {
      for (const item of ITEMS) {
        const previews = await call(reader, `/v1/previews/product/${idOf.get(item.key)}`);
        expect(previews.status, `${reader} ${item.key}`).toBe(SEES[reader].includes(item.key) ? 200 : 404);
      }
    }
  });
});
