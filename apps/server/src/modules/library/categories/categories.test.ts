import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCategory, createProduct, type LibrarySetup, librarySetup } from '../test/fixtures.ts';

describe('library categories', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let living: { id: string };
  let sofas: { id: string };
  let corner: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    const lib = { libType: 'enterprise', ownerId: s.demo };
    living = await createCategory(t, s.admin, { ...lib, name: 'Living', productType: 'FURNITURE' });
    sofas = await createCategory(t, s.admin, { ...lib, name: 'Sofas', parentId: living.id });
    corner = await createCategory(t, s.admin, { ...lib, name: 'Corner sofas', parentId: sofas.id });
  });
  afterAll(() => t.close());

  it('builds the tree, paths, full names and subtree ids', async () => {
    const tree = await t.call('GET', `/api/v2/categories/root/enterprise/${s.demo}/all`, {
      token: s.designer,
    });
    expect(tree.status).toBe(200);
    const [root] = tree.json.categories;
    expect(root.name).toBe('Living');
    expect(root.children[0].name).toBe('Sofas');
    expect(root.children[0].children[0]).toMatchObject({
      name: 'Corner sofas',
      depth: 2,
      productType: 'FURNITURE',
    });
    const roots = await t.call('GET', `/api/v2/categories/root/enterprise/${s.demo}`, { token: s.designer });
    expect(roots.json.categories.map((c: { name: string }) => c.name)).toEqual(['Living']);
    expect(roots.json.categories[0].childCount).toBe(1);
    const path = await t.call('GET', `/api/v2/categories/path/${corner.id}`, { token: s.designer });
    expect(path.json.path.map((c: { name: string }) => c.name)).toEqual(['Living', 'Sofas', 'Corner sofas']);
    const names = await t.call(
      'GET',
      `/api/v1/category/${s.demo}/full-name?categoryIds=${corner.id}&categoryIds=${sofas.id}`,
      {
        token: s.designer,
      },
    );
    expect(names.json.fullNames.map((n: { fullName: string }) => n.fullName).sort()).toEqual([
      'Living > Sofas',
      'Living > Sofas > Corner sofas',
    ]);
    const ids = await t.call('GET', `/api/v2/categories/${living.id}/all-ids`, { token: s.designer });
    expect(ids.json.ids.sort()).toEqual([living.id, sofas.id, corner.id].sort());
    const v1 = await t.call('GET', `/api/v1/category/${s.demo}?type=FURNITURE`, { token: s.designer });
    expect(v1.json.categories[0].id).toBe(living.id);
    const one = await t.call('GET', `/api/v2/categories/${living.id}?sortBy=NAME_DESC`, {
      token: s.designer,
    });
    expect(one.json.children.map((c: { id: string }) => c.id)).toEqual([sofas.id]);
  });

  it('shows visibility settings to managers only', async () => {
    const forManager = await t.call('GET', `/api/v2/categories/root/enterprise/${s.demo}/individual`, {
      token: s.admin,
    });
    expect(forManager.json.categories[0].visibility).toMatchObject({
      individualRestricted: false,
      userIds: [],
    });
    const forDesigner = await t.call('GET', `/api/v2/categories/root/enterprise/${s.demo}/all/individual`, {
      token: s.designer,
    });
    expect(forDesigner.status).toBe(403);
  });

  it('renames and moves, never under itself or its descendants', async () => {
    const renamed = await t.call('PATCH', `/api/v2/categories/${corner.id}/name`, {
      token: s.admin,
      body: { name: 'Corner' },
    });
    expect(renamed.json.category.name).toBe('Corner');
    for (const parentId of [living.id, corner.id]) {
      const bad = await t.call('PATCH', `/api/v2/categories/${living.id}/move`, {
        token: s.admin,
        body: { parentId },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.details[0].field).toBe('parentId');
    }
    const moved = await t.call('PATCH', `/api/v2/categories/${corner.id}/move`, {
      token: s.admin,
      body: { parentId: null },
    });
    expect(moved.json.category).toMatchObject({ parentId: null, depth: 0 });
    const back = await t.call('PATCH', `/api/v2/categories/${corner.id}/move`, {
      token: s.admin,
      body: { parentId: sofas.id },
    });
    expect(back.json.category.depth).toBe(2);
    const byDesigner = await t.call('PATCH', `/api/v2/categories/${corner.id}/name`, {
      token: s.designer,
      body: { name: 'x' },
    });
    expect(byDesigner.status).toBe(403);
    const foreign = await createCategory(t, s.personal, {
      libType: 'personal',
      ownerId: s.personalId,
      name: 'Mine',
    });
    const across = await t.call('PATCH', `/api/v2/categories/${corner.id}/move`, {
      token: s.admin,
      body: { parentId: foreign.id },
    });
    expect(across.status).toBe(400);
    const unknownParent = await t.call('POST', '/api/v2/categories', {
      token: s.admin,
      body: { libType: 'enterprise', ownerId: s.demo, name: 'Orphan', parentId: 'no-such-category' },
    });
    expect(unknownParent.status).toBe(400);
  });

  it('takes a category image by its content', async () => {
    const png = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0522d' } })
        .png()
        .toBuffer(),
    );
    const form = new FormData();
    form.append('image', new Blob([png]), 'cover.png');
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/categories/${living.id}/image`,
      headers: { authorization: `Bearer ${s.admin}` },
      payload: form,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const image = JSON.parse(ok.body).category.image as string;
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.headers['content-type']).toBe('image/webp');
    const fake = new FormData();
    fake.append('image', new Blob([Buffer.from('not an image at all')]), 'cover.png');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/categories/${living.id}/image`,
      headers: { authorization: `Bearer ${s.admin}` },
      payload: fake,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a subtree and moves its products to the parent', async () => {
    const lib = { libType: 'enterprise', ownerId: s.demo };
    const doomed = await createCategory(t, s.admin, { ...lib, name: 'Doomed', parentId: living.id });
    const child = await createCategory(t, s.admin, { ...lib, name: 'Doomed child', parentId: doomed.id });
    const product = await createProduct(t, s.admin, { ...lib, name: 'Survivor', categoryId: child.id });
    const removed = await t.call('DELETE', `/api/v2/categories/${doomed.id}`, { token: s.admin });
    expect(removed.status).toBe(200);
    expect(removed.json.deletedCategoryIds.sort()).toEqual([doomed.id, child.id].sort());
    expect(removed.json.movedProducts).toBe(1);
    const after = await t.call('GET', `/api/v1/product/${product.id}`, { token: s.admin });
    expect(after.json.product.categoryId).toBe(living.id);
    expect((await t.call('GET', `/api/v2/categories/${doomed.id}`, { token: s.admin })).status).toBe(404);
  });

  it('refuses to read a library the caller cannot see', async () => {
    const other = await t.call('GET', `/api/v2/categories/root/personal/${s.personalId}`, { token: s.admin });
    expect(other.status).toBe(404);
    const anonymous = await t.call('GET', `/api/v2/categories/root/public/public`);
    expect(anonymous.status).toBe(200);
  });
});
