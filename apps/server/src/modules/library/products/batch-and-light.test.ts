import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { complete, createProduct, type LibrarySetup, librarySetup } from '../test/fixtures.ts';

const lamp = { kind: 'spot', intensity: 400, color: '#ffe2c0', bulbHeightMm: 110, angleDeg: 60 };

describe('product batch lookup and lamp lights', () => {
  let t: TestApp;
  let s: LibrarySetup;
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
  });
  afterAll(() => t.close());

  const batch = (ids: string[], token?: string) =>
    t.call('GET', `/api/v2/products/batch?ids=${ids.join(',')}`, { token });

  it('answers the products the caller sees, leaving out invisible and unknown ids', async () => {
    const team = await createProduct(t, s.designer, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Team sofa',
    });
    const mine = await createProduct(t, s.personal, {
      libType: 'personal',
      ownerId: s.personalId,
      name: 'My chair',
    });
    const publicLamp = await createProduct(t, s.operator, {
      libType: 'public',
      ownerId: 'public',
      name: 'Lamp',
    });
    await complete(t, publicLamp.id);
    const ids = [team.id, mine.id, publicLamp.id, 'no-such-product'];

    const designer = await batch(ids, s.designer);
    expect(designer.status).toBe(200);
    expect(designer.json.products.map((p: { id: string }) => p.id).sort()).toEqual(
      [team.id, publicLamp.id].sort(),
    );
    const personal = await batch(ids, s.personal);
    expect(personal.json.products.map((p: { id: string }) => p.id).sort()).toEqual(
      [mine.id, publicLamp.id].sort(),
    );
    const anonymous = await batch(ids);
    expect(anonymous.json.products.map((p: { id: string }) => p.id)).toEqual([publicLamp.id]);
    // A product answers as its single read does, options included.
    const single = await t.call('GET', `/api/v1/product/${team.id}`, { token: s.designer });
    expect(designer.json.products.find((p: { id: string }) => p.id === team.id)).toEqual(single.json.product);
  });

  it('refuses an empty or oversized list with the field at fault', async () => {
    const empty = await t.call('GET', '/api/v2/products/batch?ids=', { token: s.designer });
    expect(empty.status).toBe(400);
    expect(empty.json.details[0].field).toBe('query.ids');
    const many = await batch(
      Array.from({ length: 201 }, (_, i) => `id${i}`),
      s.designer,
    );
    expect(many.status).toBe(400);
  });

  it('keeps a lamp’s light, changes and clears it, and refuses bad light data', async () => {
    const created = await createProduct(t, s.designer, {
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Pendant',
      editorTypeCode: 40,
      light: lamp,
    });
    expect(created.light).toEqual(lamp);
    const dimmer = await t.call('PATCH', `/api/v1/product/${created.id}`, {
      token: s.designer,
      body: { light: { ...lamp, intensity: 150 } },
    });
    expect(dimmer.json.product.light.intensity).toBe(150);
    const bad = await t.call('PATCH', `/api/v1/product/${created.id}`, {
      token: s.designer,
      body: { light: { ...lamp, color: 'warm' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].field).toBe('body.light.color');
    const kept = await t.call('GET', `/api/v1/product/${created.id}`, { token: s.designer });
    expect(kept.json.product.light.intensity).toBe(150);
    const cleared = await t.call('PATCH', `/api/v1/product/${created.id}`, {
      token: s.designer,
      body: { light: null },
    });
    expect(cleared.json.product.light).toBeNull();
    const finish = await t.call('POST', '/api/v1/product', {
      token: s.designer,
      body: { libType: 'enterprise', ownerId: s.demo, type: 'FINISH', name: 'Oak', light: lamp },
    });
    expect(finish.status).toBe(400);
    expect(finish.json.details[0].field).toBe('light');
  });
});
