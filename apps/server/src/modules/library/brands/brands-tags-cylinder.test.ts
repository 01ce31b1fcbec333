import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { complete, createProduct, type LibrarySetup, librarySetup } from '../test/fixtures.ts';

describe('brands, tags, textures and the cylinder calls', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let brandId: string;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    for (const name of ['Zeta Living', 'Alpha Home', 'Mono Works']) {
      const created = await t.call('POST', '/api/v1/brand/public', {
        token: s.operator,
        body: { libType: 'public', name },
      });
      expect(created.status).toBe(201);
      if (name === 'Alpha Home') brandId = created.json.brand.id;
    }
    productId = (
      await createProduct(t, s.operator, {
        libType: 'public',
        ownerId: 'public',
        name: 'Alpha chair',
        brandId,
        tags: ['chair', 'oak'],
      })
    ).id;
    const hidden = await createProduct(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Alpha draft',
      brandId,
    });
    await complete(t, productId);
    expect(hidden.status).toBe('WAITING');
  });
  afterAll(() => t.close());

  it('lists brands by name by default and refuses duplicates and non-managers', async () => {
    const list = await t.call('GET', '/api/v1/brand/public');
    expect(list.json.brands.map((b: { name: string }) => b.name)).toEqual([
      'Alpha Home',
      'Mono Works',
      'Zeta Living',
    ]);
    const desc = await t.call('GET', '/api/v1/brand/public?sortBy=nameDesc');
    expect(desc.json.brands[0].name).toBe('Zeta Living');
    const again = await t.call('POST', '/api/v1/brand/public', {
      token: s.operator,
      body: { libType: 'public', name: 'alpha home' },
    });
    expect(again.status).toBe(400);
    const byDesigner = await t.call('POST', `/api/v1/brand/${s.demo}`, {
      token: s.designer,
      body: { libType: 'enterprise', name: 'X' },
    });
    expect(byDesigner.status).toBe(403);
  });

  it('serves the public brand page without a token, and the back-office page with every product', async () => {
    const page = await t.call('GET', `/api/v1/public/brand/public/${brandId}`);
    expect(page.status).toBe(200);
    expect(page.json.brand.productCount).toBe(1);
    expect(page.json.products.map((p: { name: string }) => p.name)).toEqual(['Alpha chair']);
    const ops = await t.call('GET', `/ops/roomcraft/v1/brand/public/${brandId}`, { token: s.operator });
    expect(ops.json.products.length).toBe(2);
    expect(
      (await t.call('GET', `/ops/roomcraft/v1/brand/public/${brandId}`, { token: s.admin })).status,
    ).toBe(403);
    const all = await t.call('GET', '/ops/roomcraft/v1/product?status=WAITING', { token: s.operator });
    expect(all.json.data.map((p: { name: string }) => p.name)).toEqual(['Alpha draft']);
  });

  it('keeps tags with counts, sorts them and manages tag groups', async () => {
    await createProduct(t, s.personal, {
      libType: 'personal',
      ownerId: s.personalId,
      name: 'Mine',
      tags: ['oak', 'walnut'],
    });
    await createProduct(t, s.personal, {
      libType: 'personal',
      ownerId: s.personalId,
      name: 'Mine too',
      tags: ['oak'],
    });
    const byCount = await t.call('GET', '/api/v1/tags?sortBy=TOTAL_COUNT_DESC', { token: s.personal });
    expect(
      byCount.json.tags.map((tag: { value: string; totalCount: number }) => [tag.value, tag.totalCount]),
    ).toEqual([
      ['oak', 2],
      ['walnut', 1],
    ]);
    expect(byCount.json.tags[0].counts.PRODUCT).toBe(2);
    const partial = await t.call('GET', '/api/v1/tags?partialValue=wal', { token: s.personal });
    expect(partial.json.tags.map((tag: { value: string }) => tag.value)).toEqual(['walnut']);
    const one = await t.call('GET', '/api/v1/tags/oak', { token: s.personal });
    expect(one.json.targets.length).toBe(2);
    const group = await t.call('POST', '/api/v1/tagGroups', {
      token: s.personal,
      body: { name: 'Woods', tags: ['oak'] },
    });
    expect(group.status).toBe(201);
    const updated = await t.call('PATCH', `/api/v1/tagGroups/${group.json.tagGroup.id}`, {
      token: s.personal,
      body: { tags: ['oak', 'walnut'] },
    });
    expect(updated.json.tagGroup.tags).toEqual(['oak', 'walnut']);
    expect(
      (await t.call('DELETE', `/api/v1/tagGroups/${group.json.tagGroup.id}`, { token: s.admin })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/v1/tagGroups/${group.json.tagGroup.id}`, { token: s.personal })).status,
    ).toBe(200);
    const enterpriseGroup = await t.call('POST', '/api/v1/tagGroups', {
      token: s.designer,
      body: { enterpriseId: s.demo, name: 'X' },
    });
    expect(enterpriseGroup.status).toBe(403);
  });

  it('changes and deletes a tag group at the specification’s paths, the id in the body', async () => {
    const group = await t.call('POST', '/api/v1/tagGroups', {
      token: s.personal,
      body: { name: 'Metals', tags: ['oak'] },
    });
    const id = group.json.tagGroup.id;
    const renamed = await t.call('PATCH', '/api/v1/tagGroups', {
      token: s.personal,
      body: { id, name: 'Brass and steel' },
    });
    expect(renamed.json.tagGroup).toMatchObject({ id, name: 'Brass and steel', tags: ['oak'] });
    const noId = await t.call('PATCH', '/api/v1/tagGroups', { token: s.personal, body: { name: 'x' } });
    expect(noId.status).toBe(400);
    expect(JSON.stringify(noId.json.details)).toContain('id');
    expect((await t.call('DELETE', '/api/v1/tagGroups', { token: s.admin, body: { id } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/v1/tagGroups', { token: s.personal, body: { id } })).status).toBe(
      200,
    );
    const left = await t.call('GET', '/api/v1/tagGroups', { token: s.personal });
    expect(left.json.tagGroups.some((g: { id: string }) => g.id === id)).toBe(false);
  });

  it('answers texture types and textures by category', async () => {
    const types = await t.call('GET', '/api/v1/texture/defaultTypes');
    expect(types.json.types.map((x: { type: string }) => x.type)).toEqual([
      'albedo',
      'normal',
      'roughness',
      'metalness',
      'height',
    ]);
    const tile = await createProduct(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      type: 'FINISH',
      name: 'Oak floor',
      saleType: 'BY_AREA',
      tileWidthMm: 1200,
      tileHeightMm: 190,
    });
    await complete(t, tile.id);
    const grouped = await t.call('GET', '/api/v1/texture/public/byCategories');
    expect(grouped.json.categories).toHaveLength(1);
    expect(grouped.json.categories[0].products[0].name).toBe('Oak floor');
    const wrong = await t.call('POST', '/api/v1/product', {
      token: s.operator,
      body: { libType: 'public', ownerId: 'public', type: 'FURNITURE', name: 'x', saleType: 'BY_AREA' },
    });
    expect(wrong.status).toBe(400);
  });

  it('answers the cylinder calls with an api key only', async () => {
    const issued = await t.call('POST', '/api/v1/cylinder/api-keys', {
      token: s.admin,
      body: { enterpriseId: s.demo, name: 'AR app' },
    });
    expect(issued.status).toBe(201);
    const key = issued.json.key as string;
    const product = await t.call('GET', `/api/v1/cylinder/product/${productId}`, {
      headers: { 'x-api-key': key },
    });
    expect(product.status).toBe(200);
    expect(product.json.product).toMatchObject({ name: 'Alpha chair', editorAsset: { threeD: null } });
    expect(
      (await t.call('GET', `/api/v1/cylinder/image/${productId}`, { headers: { 'x-api-key': key } })).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/v1/cylinder/product/${productId}`)).status).toBe(401);
    expect(
      (await t.call('GET', `/api/v1/cylinder/product/${productId}`, { headers: { 'x-api-key': 'rc_wrong' } }))
        .status,
    ).toBe(401);
    const names = await t.call(
      'GET',
      '/api/v1/public/product/public/name?productName=alpha&brandName=alpha',
      { headers: { 'x-api-key': key } },
    );
    expect(names.json.data).toEqual([
      { id: productId, name: 'Alpha chair', brandName: 'Alpha Home', thumbnail: null },
    ]);
    const keys = await t.call('GET', `/api/v1/cylinder/api-keys?enterpriseId=${s.demo}`, { token: s.admin });
    expect(keys.json.apiKeys[0].prefix).toBe(key.slice(0, 8));
    await t.call('DELETE', `/api/v1/cylinder/api-keys/${issued.json.apiKey.id}`, { token: s.admin });
    expect(
      (await t.call('GET', `/api/v1/cylinder/product/${productId}`, { headers: { 'x-api-key': key } }))
        .status,
    ).toBe(401);
    expect(
      (
        await t.call('POST', '/api/v1/cylinder/api-keys', {
          token: s.designer,
          body: { enterpriseId: s.demo, name: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});
