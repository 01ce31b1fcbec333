import type { CategoryNode } from '@roomcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  complete,
  createCategory,
  createEnterprise,
  createProduct,
  type LibrarySetup,
  librarySetup,
} from '../test/fixtures.ts';

/** Each category's productCount by name, over the whole tree. */
function countsOf(nodes: CategoryNode[]): Record<string, number | undefined> {
  return Object.fromEntries(
    nodes.flatMap((node) => [[node.name, node.productCount], ...Object.entries(countsOf(node.children))]),
  );
}

describe('product counts of the category tree', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let rug: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    const lib = { libType: 'enterprise', ownerId: s.demo };
    const living = await createCategory(t, s.admin, { ...lib, name: 'Living' });
    const sofas = await createCategory(t, s.admin, { ...lib, name: 'Sofas', parentId: living.id });
    const corner = await createCategory(t, s.admin, { ...lib, name: 'Corner', parentId: sofas.id });
    const stock = await createCategory(t, s.admin, { ...lib, name: 'Stock', parentId: living.id });
    await createCategory(t, s.admin, { ...lib, name: 'Empty' });
    rug = await createProduct(t, s.admin, { ...lib, name: 'Rug', categoryId: living.id, level: 'LOW' });
    await createProduct(t, s.admin, { ...lib, name: 'Sofa', categoryId: sofas.id });
    await createProduct(t, s.admin, { ...lib, name: 'Price sofa', categoryId: corner.id, level: 'HIGH' });
    await createProduct(t, s.admin, { ...lib, name: 'Chest', categoryId: stock.id });
    const gone = await createProduct(t, s.admin, { ...lib, name: 'Gone', categoryId: corner.id });
    expect((await t.call('DELETE', `/api/v1/product/${gone.id}`, { token: s.admin })).status).toBe(200);
    // Stock is shown to nobody below manager.
    const restricted = await t.call(
      'PATCH',
      `/api/v2/categories/${stock.id}/directory-visibilities/individual`,
      {
        token: s.admin,
        body: { restricted: true, userIds: [] },
      },
    );
    expect(restricted.status).toBe(200);
  });
  afterAll(() => t.close());

  const tree = async (token: string | undefined, url: string) => {
    const answer = await t.call('GET', url, { token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.categories as CategoryNode[];
  };

  it('counts each subtree as the caller sees it: levels and hidden categories left out', async () => {
    const url = `/api/v1/category/${s.demo}?withCounts=true`;
    expect(countsOf(await tree(s.manager, url))).toEqual({
      Living: 4,
      Sofas: 2,
      Corner: 1,
      Stock: 1,
      Empty: 0,
    });
    // A designer sees neither the HIGH sofa nor the restricted Stock and its chest.
    expect(countsOf(await tree(s.designer, url))).toEqual({ Living: 2, Sofas: 1, Corner: 0, Empty: 0 });
    expect(countsOf(await tree(s.operator, url))).toEqual(countsOf(await tree(s.manager, url)));
  });

  it('adds counts only when asked, on the root variants too', async () => {
    const plain = await tree(s.designer, `/api/v1/category/${s.demo}`);
    expect(plain[0]).not.toHaveProperty('productCount');
    const roots = await tree(s.designer, `/api/v2/categories/root/enterprise/${s.demo}?withCounts=true`);
    expect(roots.map((c) => [c.name, c.productCount])).toEqual([
      ['Living', 2],
      ['Empty', 0],
    ]);
    const managed = await tree(
      s.manager,
      `/api/v2/categories/root/enterprise/${s.demo}/all/individual?withCounts=true`,
    );
    expect(countsOf(managed)).toMatchObject({ Living: 4, Stock: 1 });
    const bad = await t.call('GET', `/api/v1/category/${s.demo}?withCounts=yes`, { token: s.designer });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].field).toBe('query.withCounts');
  });

  it('counts only finished public products for other callers', async () => {
    const lib = { libType: 'public', ownerId: 'public' };
    const lamps = await createCategory(t, s.operator, { ...lib, name: 'Lamps' });
    const done = await createProduct(t, s.operator, { ...lib, name: 'Done lamp', categoryId: lamps.id });
    await createProduct(t, s.operator, { ...lib, name: 'Waiting lamp', categoryId: lamps.id });
    await complete(t, done.id);
    const url = '/api/v1/category/public?withCounts=true';
    expect(countsOf(await tree(undefined, url))).toEqual({ Lamps: 1 });
    expect(countsOf(await tree(s.designer, url))).toEqual({ Lamps: 1 });
    expect(countsOf(await tree(s.operator, url))).toEqual({ Lamps: 2 });
  });

  it('counts what a partner enterprise is shared on the partners variant', async () => {
    const partner = await createEnterprise(t, s.operator, 'Counting Partner');
    const added = await t.call('POST', `/api/v1/enterprise/${s.demo}/partners`, {
      token: s.admin,
      body: { partnerId: partner.id },
    });
    expect(added.status).toBe(200);
    const shared = async () => {
      const answer = await t.call(
        'GET',
        `/api/v2/categories/root/enterprise/${partner.id}/partners?withCounts=true`,
        { token: partner.admin },
      );
      expect(answer.status).toBe(200);
      return answer.json.partners[0].categories.map((c: CategoryNode) => [c.name, c.productCount]);
    };
    // Only LOW, finished products are shared: none until the rug is finished.
    expect(await shared()).toEqual([
      ['Living', 0],
      ['Empty', 0],
    ]);
    await complete(t, rug.id);
    expect(await shared()).toEqual([
      ['Living', 1],
      ['Empty', 0],
    ]);
  });
});
