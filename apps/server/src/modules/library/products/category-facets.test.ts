import type { ProductSearchQuery } from '@roomcraft/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { CatalogueMemory } from '../catalogue-memory.ts';
import {
  complete,
  createCategory,
  createProduct,
  type LibrarySetup,
  librarySetup,
} from '../test/fixtures.ts';
import { ANONYMOUS } from '../viewer.ts';
import { Visibility, type VisibilityScope } from '../visibility.ts';
import { CategoryFacets } from './category-facets.ts';
import { ProductsRepository, type SearchFilter } from './products.repository.ts';

/** A small seeded generator, so a failing search can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.4);
  return { next, pick, some };
}

const BRANDS = ['fb-1', 'fb-2', 'fb-3', 'fb-4'];
const COLOURS = ['Grey', 'Beige', 'Navy', 'Oak'];
// Few names, prices and dates, so every sort has ties that only the id breaks.
const NAMES = [
  ['모던 패브릭 소파', 'Modern fabric sofa'],
  ['코너 소파', 'Corner sofa'],
  ['원목 의자', 'Oak chair'],
  ['가죽 의자', 'Leather chair'],
  ['50% 할인 스툴', 'Stool_50'],
];
const PRICES = [null, 99000, 150000, 150000, 890000];
const DAYS = [1, 2, 3];
const TEXTS = ['so', '소파', 'sofa', 'CHAIR', '의자', 'a', '50%', 'stool_', 'nothing'];
const SORTS = ['PRICE', 'NAME', 'UPDATEDAT', 'CREATEDAT'] as const;

describe('searches within a category from its in-memory facets', () => {
  let t: TestApp;
  let repository: ProductsRepository;
  let anonymous: VisibilityScope;
  let operator: VisibilityScope;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    await t.db
      .insertInto('brands')
      .values(BRANDS.map((id) => ({ id, lib_type: 'public', owner_id: 'public', name: id })))
      .execute();
    await t.db
      .insertInto('categories')
      .values(
        [
          { id: 'fc-root', parent_id: null, path: '/fc-root/' },
          { id: 'fc-sofas', parent_id: 'fc-root', path: '/fc-root/fc-sofas/' },
          { id: 'fc-chairs', parent_id: 'fc-root', path: '/fc-root/fc-chairs/' },
        ].map((c) => ({ ...c, lib_type: 'public', owner_id: 'public', name: c.id })),
      )
      .execute();
    const random = generator(7);
    const products = Array.from({ length: 160 }, (_, i) => {
      const [ko, en] = random.pick(NAMES);
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      return {
        id: `fp-${(i * 37) % 160}`,
        lib_type: 'public' as const,
        owner_id: 'public',
        type: 'FURNITURE',
        name: ko!,
        translated_names: JSON.stringify([{ code: 'en', value: en! }]),
        search_text: `${ko} ${en}`.toLowerCase(),
        brand_id: random.next() < 0.1 ? null : random.pick(BRANDS),
        color_name: random.next() < 0.1 ? null : random.pick(COLOURS),
        category_id: random.pick(['fc-root', 'fc-sofas', 'fc-chairs']),
        price: random.pick(PRICES),
        // One in ten is unfinished or deleted: the anonymous viewer must not find it either way.
        status: i % 10 === 3 ? 'WAITING' : 'COMPLETED',
        deleted_at: i % 10 === 5 ? day(4) : null,
        created_at: day(random.pick(DAYS)),
        updated_at: day(random.pick(DAYS)),
      };
    });
    await t.db.insertInto('products').values(products).execute();
    const catalogue = new CatalogueMemory(t.db);
    repository = new ProductsRepository(t.db, catalogue);
    const visibility = new Visibility(t.db, catalogue);
    anonymous = await visibility.scopeOf(ANONYMOUS);
    operator = await visibility.scopeOf({ kind: 'operator', operatorId: 'fc-operator' });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The database's own answer: the page statement, or the count past the last page. */
  async function databaseAnswer(scope: VisibilityScope, filter: SearchFilter, sort: Sort, page: Page) {
    const queries = await repository.searchQueries(scope, filter, sort, page);
    const rows = await queries.page().execute();
    const total = rows[0]
      ? Number(rows[0].total_count)
      : Number((await queries.count().executeTakeFirstOrThrow()).count);
    return { ids: rows.map((r) => r.id), total };
  }

  type Sort = Pick<ProductSearchQuery, 'sortType' | 'sortOrder'>;
  type Page = { page: number; size: number };

  it.each([
    ['an anonymous viewer', () => anonymous, 11],
    ['an operator, who also sees unfinished products', () => operator, 12],
  ])(
    'answers %s every mix of brands, colours, text, sort and page as the database does',
    async (_, scopeOf, seed) => {
      const scope = scopeOf();
      const random = generator(seed);
      const held = { ownerIds: ['public'], categories: ['fc-root'] };
      // The first search of a subtree in a catalogue version goes to the database; the second makes its table.
      const fromMemory = vi.spyOn(CategoryFacets.prototype, 'search');
      await repository.search(
        scope,
        { ...held, q: 'so' },
        { sortType: 'NAME', sortOrder: 'ASC' },
        { page: 0, size: 5 },
      );
      expect(fromMemory).not.toHaveBeenCalled();
      for (let round = 0; round < 250; round++) {
        const filter: SearchFilter = {
          ...held,
          categories: [random.pick(['fc-root', 'fc-root', 'fc-sofas'])],
          ...(random.next() < 0.6 ? { brands: random.some([...BRANDS, 'unknown']) } : {}),
          ...(random.next() < 0.6 ? { colorNames: random.some(COLOURS) } : {}),
          ...(random.next() < 0.6 ? { q: random.pick(TEXTS) } : {}),
        };
        const sort: Sort = { sortType: random.pick(SORTS), sortOrder: random.pick(['ASC', 'DESC'] as const) };
        const page: Page = { page: Math.floor(random.next() * 4), size: 1 + Math.floor(random.next() * 15) };
        const expected = await databaseAnswer(scope, filter, sort, page);
        const answered = await repository.search(scope, filter, sort, page);
        const label = JSON.stringify({ round, filter, sort, page });
        expect({ ids: answered.rows.map((r) => r.id), total: answered.total }, label).toEqual(expected);
      }
      // All but the first search of each subtree came from memory.
      expect(fromMemory.mock.calls.length).toBeGreaterThan(240);
      expect(fromMemory.mock.calls.length).toBeLessThan(250);
      fromMemory.mockRestore();
    },
  );

  it('keeps one table per viewer scope: unfinished products reach only the viewers who see them', async () => {
    const everything = { ownerIds: ['public'], categories: ['fc-root'] };
    const sort: Sort = { sortType: 'CREATEDAT', sortOrder: 'ASC' };
    const first = (scope: VisibilityScope) =>
      repository.search(scope, everything, sort, { page: 0, size: 100 });
    const [anyone, theOperator] = [await first(anonymous), await first(operator)];
    expect(anyone.rows.every((row) => row.status === 'COMPLETED' && row.deleted_at === null)).toBe(true);
    expect(theOperator.rows.some((row) => row.status === 'WAITING')).toBe(true);
    expect(theOperator.total).toBeGreaterThan(anyone.total);
  });
});

describe('searches within an enterprise category from memory', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let category: string;

  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    const library = { libType: 'enterprise', ownerId: s.demo };
    category = (await createCategory(t, s.admin, { ...library, name: 'Lounge' })).id;
    const products = [
      await createProduct(t, s.admin, { ...library, name: 'Lounge sofa', categoryId: category }),
      await createProduct(t, s.admin, { ...library, name: 'Lounge chair', categoryId: category }),
      await createProduct(t, s.admin, {
        ...library,
        name: 'Lounge sofa, trade price',
        categoryId: category,
        level: 'HIGH',
      }),
    ];
    await complete(t, ...products.map((p) => p.id));
  });

  afterAll(async () => {
    await t?.close();
  });

  const totalFor = async (token: string, q: string) => {
    const answer = await t.call('GET', `/api/v2/product/${s.demo}?categories=${category}&q=${q}`, { token });
    expect(answer.status).toBe(200);
    return answer.json.totalCount as number;
  };

  it('shares one table among members who see alike, and keeps levels apart', async () => {
    const loads = vi.spyOn(CategoryFacets, 'from');
    expect(await totalFor(s.designer, 'lounge')).toBe(2);
    expect(await totalFor(s.designer, 'sofa')).toBe(1);
    expect(loads).toHaveBeenCalledTimes(1);
    // Another designer sees the library as the first does: the same table answers.
    expect(await totalFor(s.designer2, 'chair')).toBe(1);
    expect(await totalFor(s.designer2, 'trade')).toBe(0);
    expect(loads).toHaveBeenCalledTimes(1);
    // A manager also sees HIGH products: a table of their own.
    expect(await totalFor(s.manager, 'lounge')).toBe(3);
    expect(await totalFor(s.manager, 'trade')).toBe(1);
    expect(loads).toHaveBeenCalledTimes(2);
    loads.mockRestore();
  });
});
