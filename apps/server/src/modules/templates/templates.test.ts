import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  furnishedRoomDesign,
  makeTemplate,
  projectWith,
  type TemplateWorld,
  templateWorld,
} from './test/fixtures.ts';

describe('templates: making, reading, review', () => {
  let t: TestApp;
  let w: TemplateWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await templateWorld(t);
  });
  afterAll(() => t.close());

  const get = (token: string | undefined, id: string) => t.call('GET', `/api/v1/template/${id}`, { token });

  it('saves a furnished room of a design as a personal draft, seen by its author only', async () => {
    const template = await makeTemplate(t, w, w.designer, { name: 'Quiet lounge', tags: ['calm'] });
    expect(template).toMatchObject({
      scope: 'PERSONAL',
      status: null,
      roomType: 'LIVING',
      style: 'MODERN',
      productCount: 3,
      editable: true,
      transitions: ['REQUESTED'],
    });
    // 4 m × 3 m between wall centres; the clear floor inside 100 mm walls is 3.9 m × 2.9 m.
    expect(template.roomSize).toBeCloseTo(11.31, 2);
    expect(template.roomWidth).toBeCloseTo(3900);
    const room = template.room as { openings: { kind: string; swing: number }[]; outline: unknown[] };
    expect(room.outline).toHaveLength(4);
    expect(room.openings).toEqual([expect.objectContaining({ kind: 'door', swing: 900 })]);
    const products = template.products as { productId: string; position: { x: number }; size?: unknown }[];
    expect(products.map((p) => p.productId).sort()).toEqual(Object.values(w.products).sort());
    const sofa = products.find((p) => p.productId === w.products.sofa)!;
    expect(sofa.position.x).toBeCloseTo(2000 - 50);
    expect(sofa.size).toEqual({ width: 2000, depth: 900, height: 800 });
    expect((await get(w.designer.token, template.id)).status).toBe(200);
    for (const other of [w.designer2, w.manager, w.personal, w.partner]) {
      expect((await get(other.token, template.id)).status).toBe(404);
    }
    expect((await get(undefined, template.id)).status).toBe(404);
  });

  it('refuses a room that is not in the design and a project the caller cannot open', async () => {
    const { projectId } = await projectWith(t, w.designer, furnishedRoomDesign(w.products));
    const body = { projectId, roomId: 'no-such-room', name: 'X', style: 'MODERN' };
    const missing = await t.call('POST', '/api/v1/template/personal', { token: w.designer.token, body });
    expect(missing.status).toBe(400);
    expect(missing.json.details[0].field).toBe('roomId');
    const foreign = await t.call('POST', '/api/v1/template/personal', { token: w.personal.token, body });
    expect(foreign.status).toBe(404);
    const style = await t.call('POST', '/api/v1/template/personal', {
      token: w.designer.token,
      body: { ...body, style: 'GOTHIC' },
    });
    expect(style.status).toBe(400);
    expect(style.json.details[0].field).toBe('body.style');
  });

  it('keeps only products of EditorTypeCode 10, 20, 30 and 40 when a template is read', async () => {
    const template = await makeTemplate(t, w, w.designer);
    const stored = template.products as unknown[];
    await t.db
      .updateTable('templates')
      .set({
        products: JSON.stringify([
          ...stored,
          { ...(stored[0] as object), productId: 'a-door', editorTypeCode: 51 },
        ]),
      })
      .where('id', '=', template.id)
      .execute();
    const read = await get(w.designer.token, template.id);
    expect(read.json.templates[0].products).toHaveLength(3);
    expect(read.json.templates[0].productCount).toBe(3);
    // A list counts them in the database without reading the products.
    const list = await t.call('GET', '/api/v1/template/personal?size=100', { token: w.designer.token });
    const summary = list.json.data.find((s: { id: string }) => s.id === template.id);
    expect(summary).toMatchObject({
      productCount: 3,
      outline: (template.room as { outline: unknown }).outline,
    });
    expect(summary).not.toHaveProperty('products');
  });

  it('reads several templates by comma-joined ids, leaving out those the caller may not see', async () => {
    const mine = await makeTemplate(t, w, w.designer2, { name: 'Mine' });
    const theirs = await makeTemplate(t, w, w.designer, { name: 'Theirs' });
    const both = await t.call('GET', `/api/v1/template/${mine.id},${theirs.id}`, {
      token: w.designer2.token,
    });
    expect(both.json.templates.map((x: { id: string }) => x.id)).toEqual([mine.id]);
  });
});
