import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CatalogueMemory } from './catalogue-memory.ts';
import { complete, createProduct, type LibrarySetup, librarySetup } from './test/fixtures.ts';

describe('the catalogue memory', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let memory: CatalogueMemory;
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    memory = new CatalogueMemory(t.db);
  });
  afterAll(() => t.close());

  it('moves to a new version on a change of any table a product read depends on', async () => {
    const statements = [
      sql`update products set price = price where false`,
      sql`update product_groups set name = name`,
      sql`update categories set name = name`,
      sql`delete from category_visibilities where false`,
      sql`update brands set name = name`,
      sql`delete from enterprise_partners where false`,
      sql`update enterprises set product_library_settings = product_library_settings`,
    ];
    for (const statement of statements) {
      const before = await memory.version();
      await statement.execute(t.db);
      expect(BigInt(await memory.version()), statement.compile(t.db).sql).toBeGreaterThan(BigInt(before));
    }
  });

  it('works once for concurrent askers of one key, again for a new key, and forgets a failure', async () => {
    let runs = 0;
    const work = async () => ++runs;
    const [a, b] = await Promise.all([memory.recall(['k', '1'], work), memory.recall(['k', '1'], work)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await memory.recall(['k', '2'], work)).toBe(2);
    await expect(memory.recall(['failing'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memory.recall(['failing'], work)).toBe(3);
  });

  it('never answers a search from before a change: a remembered page follows renames, additions and deletions', async () => {
    const names = async () =>
      (await t.call('GET', `/api/v2/product/${s.demo}?q=lounge`, { token: s.designer })).json.data.map(
        (p: { name: string }) => p.name,
      );
    const lib = { libType: 'enterprise', ownerId: s.demo, type: 'FURNITURE' };
    const first = await createProduct(t, s.admin, { ...lib, name: 'Lounge chair' });
    await complete(t, first.id);
    expect(await names()).toEqual(['Lounge chair']);
    expect(await names()).toEqual(['Lounge chair']);
    const renamed = await t.call('PATCH', `/api/v1/product/${first.id}`, {
      token: s.admin,
      body: { name: 'Lounge armchair' },
    });
    expect(renamed.status).toBe(200);
    expect(await names()).toEqual(['Lounge armchair']);
    const second = await createProduct(t, s.admin, { ...lib, name: 'Lounge sofa' });
    await complete(t, second.id);
    expect((await names()).sort()).toEqual(['Lounge armchair', 'Lounge sofa']);
    expect((await t.call('DELETE', `/api/v1/product/${first.id}`, { token: s.admin })).status).toBe(200);
    expect(await names()).toEqual(['Lounge sofa']);
  });
});
