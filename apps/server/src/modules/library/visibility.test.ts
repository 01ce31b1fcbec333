import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  complete,
  createCategory,
  createEnterprise,
  createProduct,
  type LibrarySetup,
  librarySetup,
  sees,
} from './test/fixtures.ts';

describe('library visibility', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let partner: { id: string; admin: string };
  let outsider: { id: string; admin: string };
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    partner = await createEnterprise(t, s.operator, 'Partner Studio');
    outsider = await createEnterprise(t, s.operator, 'Outsider Homes');
    // Demo lists Partner: Partner's members see Demo's shared products.
    const added = await t.call('POST', `/api/v1/enterprise/${s.demo}/partners`, {
      token: s.admin,
      body: { partnerId: partner.id },
    });
    expect(added.status).toBe(200);
  });
  afterAll(() => t.close());

  it('keeps a personal product to its owner', async () => {
    const product = await createProduct(t, s.personal, {
      libType: 'personal',
      ownerId: s.personalId,
      name: 'My chair',
    });
    expect(product.status).toBe('WAITING');
    expect(await sees(t, s.personal, product.id)).toBe(true);
    expect(await sees(t, s.admin, product.id)).toBe(false);
    expect(await sees(t, undefined, product.id)).toBe(false);
    const other = await t.call('POST', '/api/v1/product', {
      token: s.designer,
      body: { libType: 'personal', ownerId: s.personalId, type: 'FURNITURE', name: 'Intruder' },
    });
    expect(other.status).toBe(403);
  });

  it('shows enterprise products to members by level, never to outsiders', async () => {
    const middle = await createProduct(t, s.designer, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Team sofa',
    });
    expect(middle.level).toBe('MIDDLE');
    const high = await createProduct(t, s.manager, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Price list sofa',
      level: 'HIGH',
    });
    expect(await sees(t, s.designer2, middle.id)).toBe(true);
    expect(await sees(t, s.designer2, high.id)).toBe(false);
    expect(await sees(t, s.manager, high.id)).toBe(true);
    expect(await sees(t, s.personal, middle.id)).toBe(false);
    expect(await sees(t, outsider.admin, middle.id)).toBe(false);
    expect(await sees(t, undefined, middle.id)).toBe(false);
    const tooHigh = await t.call('POST', '/api/v1/product', {
      token: s.designer,
      body: { libType: 'enterprise', ownerId: s.demo, type: 'FURNITURE', name: 'x', level: 'ADMIN' },
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.json.details[0].field).toBe('level');
  });

  it('shares LOW, COMPLETED products with partner enterprises only', async () => {
    const shared = await createProduct(t, s.manager, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Shared lamp',
      level: 'LOW',
    });
    const internal = await createProduct(t, s.manager, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Internal lamp',
    });
    expect(await sees(t, partner.admin, shared.id)).toBe(false);
    await complete(t, shared.id, internal.id);
    expect(await sees(t, partner.admin, shared.id)).toBe(true);
    expect(await sees(t, partner.admin, internal.id)).toBe(false);
    expect(await sees(t, outsider.admin, shared.id)).toBe(false);
    const list = await t.call('GET', `/api/v3/products/${partner.id}/shared-list`, { token: partner.admin });
    expect(list.status).toBe(200);
    expect(list.json.data.map((p: { id: string }) => p.id)).toEqual([shared.id]);
    expect(
      (await t.call('GET', `/api/v1/shared-products/${shared.id}`, { token: partner.admin })).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/v1/shared-products/${shared.id}`, { token: s.admin })).status).toBe(
      404,
    );
  });

  it('hides a partner-restricted category from partners not listed', async () => {
    const category = await createCategory(t, s.admin, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Contract only',
    });
    const inside = await createProduct(t, s.manager, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Contract chair',
      level: 'LOW',
      categoryId: category.id,
    });
    await complete(t, inside.id);
    expect(await sees(t, partner.admin, inside.id)).toBe(true);
    const restrict = await t.call('PATCH', `/api/v2/categories/${category.id}/directory-visibilities`, {
      token: s.admin,
      body: { restricted: true, enterpriseIds: [] },
    });
    expect(restrict.status).toBe(200);
    expect(await sees(t, partner.admin, inside.id)).toBe(false);
    expect(await sees(t, s.designer, inside.id)).toBe(true);
    const roots = await t.call('GET', `/api/v2/categories/root/enterprise/${partner.id}/partners`, {
      token: partner.admin,
    });
    expect(roots.status).toBe(200);
    expect(JSON.stringify(roots.json)).not.toContain(category.id);
  });

  it('restricts a category to chosen members (managers always see it)', async () => {
    const category = await createCategory(t, s.admin, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Secret',
    });
    const product = await createProduct(t, s.manager, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Prototype',
      categoryId: category.id,
    });
    const designer2 = await s.me(s.designer2);
    const restrict = await t.call(
      'PATCH',
      `/api/v2/categories/${category.id}/directory-visibilities/individual`,
      {
        token: s.admin,
        body: { restricted: true, userIds: [designer2.id] },
      },
    );
    expect(restrict.status).toBe(200);
    expect(await sees(t, s.designer, product.id)).toBe(false);
    expect(await sees(t, s.designer2, product.id)).toBe(true);
    expect(await sees(t, s.manager, product.id)).toBe(true);
    const designerTree = await t.call('GET', `/api/v2/categories/root/enterprise/${s.demo}/all`, {
      token: s.designer,
    });
    expect(JSON.stringify(designerTree.json)).not.toContain(category.id);
    const placed = await t.call('POST', '/api/v1/product', {
      token: s.designer,
      body: {
        libType: 'enterprise',
        ownerId: s.demo,
        type: 'FURNITURE',
        name: 'Sneaky',
        categoryId: category.id,
      },
    });
    expect(placed.status).toBe(400);
    expect(placed.json.details[0].field).toBe('categoryId');
  });

  it('makes a public-library category visible to chosen enterprises only', async () => {
    const open = await createProduct(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Public stool',
    });
    const category = await createCategory(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Premium',
    });
    const premium = await createProduct(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Premium stool',
      categoryId: category.id,
    });
    expect(await sees(t, undefined, open.id)).toBe(false);
    await complete(t, open.id, premium.id);
    expect((await t.call('GET', `/api/v1/public/product/${open.id}`)).status).toBe(200);
    const restrict = await t.call('POST', `/api/v2/categories/public-library/${category.id}`, {
      token: s.operator,
      body: { restricted: true, enterpriseIds: [partner.id] },
    });
    expect(restrict.status).toBe(200);
    expect(await sees(t, partner.admin, premium.id)).toBe(true);
    expect(await sees(t, s.admin, premium.id)).toBe(false);
    expect(await sees(t, s.personal, premium.id)).toBe(false);
    expect((await t.call('GET', `/api/v1/public/product/${premium.id}`)).status).toBe(404);
    expect(await sees(t, s.personal, open.id)).toBe(true);
    const listing = await t.call(
      'GET',
      `/api/v2/categories/public-library/root/${partner.id}/enterprise-visibilities`,
      {
        token: s.operator,
      },
    );
    expect(listing.json.categories).toEqual([
      { id: category.id, name: 'Premium', restricted: true, visible: true, enterpriseIds: [partner.id] },
    ]);
    const notOperator = await t.call('POST', `/api/v2/categories/public-library/${category.id}`, {
      token: partner.admin,
      body: { restricted: false },
    });
    expect(notOperator.status).toBe(403);
  });

  it('answers the public-library visibility calls to operators only, about known enterprises', async () => {
    const category = await createCategory(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Outdoor',
    });
    const listing = (enterpriseId: string, token?: string) =>
      t.call(
        'GET',
        `/api/v2/categories/public-library/${category.id}/${enterpriseId}/enterprise-visibilities`,
        {
          token,
        },
      );
    expect((await listing(partner.id)).status).toBe(401);
    expect((await listing(partner.id, partner.admin)).status).toBe(403);
    expect((await listing('no-such-enterprise', s.operator)).status).toBe(404);
    const unknown = await t.call('POST', `/api/v2/categories/public-library/${category.id}`, {
      token: s.operator,
      body: { restricted: true, enterpriseIds: [outsider.id, 'no-such-enterprise'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.details[0]).toMatchObject({ field: 'enterpriseIds' });
    const child = await createCategory(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Benches',
      parentId: category.id,
    });
    const restrict = await t.call('POST', `/api/v2/categories/public-library/${category.id}`, {
      token: s.operator,
      body: { restricted: true, enterpriseIds: [outsider.id] },
    });
    expect(restrict.json.category.id).toBe(category.id);
    // The subtree follows its root: hidden from Partner, shown to Outsider.
    const forPartner = await listing(partner.id, s.operator);
    const visibleTo = (answer: { json: Record<string, { id: string; visible: boolean }[]> }) =>
      Object.fromEntries(answer.json.categories!.map((c) => [c.id, c.visible]));
    expect(visibleTo(forPartner)).toEqual({ [category.id]: false, [child.id]: false });
    expect(visibleTo(await listing(outsider.id, s.operator))).toEqual({
      [category.id]: true,
      [child.id]: true,
    });
    const enterpriseCategory = await createCategory(t, s.admin, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Not public',
    });
    const wrongLibrary = await t.call('POST', `/api/v2/categories/public-library/${enterpriseCategory.id}`, {
      token: s.operator,
      body: { restricted: false },
    });
    expect(wrongLibrary.status).toBe(400);
    expect(wrongLibrary.json.details[0].field).toBe('id');
    await t.call('POST', `/api/v2/categories/public-library/${category.id}`, {
      token: s.operator,
      body: { restricted: false },
    });
  });

  it('lets an enterprise turn the public library off for its members', async () => {
    const product = await createProduct(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Everyday stool',
    });
    await complete(t, product.id);
    expect(await sees(t, outsider.admin, product.id)).toBe(true);
    await t.call('PATCH', `/api/v2/enterprises/${outsider.id}/product-library-settings`, {
      token: outsider.admin,
      body: { usePublicLibrary: false },
    });
    expect(await sees(t, outsider.admin, product.id)).toBe(false);
  });

  it('applies the same rule to search and lists', async () => {
    const anonymous = await t.call('GET', '/api/v2/product/all?size=100');
    expect(anonymous.status).toBe(200);
    expect(
      anonymous.json.data.every(
        (p: { libType: string; status: string }) => p.libType === 'public' && p.status === 'COMPLETED',
      ),
    ).toBe(true);
    // A library the caller does not read is refused, not shown empty (docs/decisions/request-order.md).
    const personalList = await t.call('GET', `/api/v1/product/000/${s.demo}`, { token: s.personal });
    expect(personalList.status).toBe(404);
    expect((await t.call('GET', `/api/v1/product/000/${s.demo}`)).status).toBe(401);
    const byIds = await t.call(
      'GET',
      `/api/v1/public/product/byIds?ids=${anonymous.json.data.map((p: { id: string }) => p.id).join(',')},missing`,
    );
    expect(byIds.json.products.length).toBe(anonymous.json.data.length);
  });
});
