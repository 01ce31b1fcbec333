import { itemPrice } from '@roomcraft/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createEnterprise } from '../library/test/fixtures.ts';
import {
  deliverChair,
  multipart,
  type OrderSetup,
  orderSetup,
  orderWithItems,
  PDF,
  PNG,
} from './test/fixtures.ts';

describe('product orders: price, review limit, delivery, export', () => {
  let t: TestApp;
  let s: OrderSetup;
  beforeAll(async () => {
    t = await createTestApp();
    s = await orderSetup(t);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, body: unknown) => t.call('POST', url, { token, body });
  const op = (itemId: string, to: string) =>
    post(`/ops/v1/product-orders/items/${itemId}/state`, s.operator, { to, note: 'ok' });
  const customer = (itemId: string, to: string) =>
    post(`/api/v1/product-order/item/${itemId}/state`, s.manager, { to });

  /** Submits, reviews, confirms, makes and sends every item to the customer's review. */
  async function toReview(orderId: string, itemIds: string[]) {
    await post(`/api/v1/product-order/order/${orderId}/state`, s.manager, { action: 'submit' });
    for (const id of itemIds) expect((await op(id, 'REQUEST_CONFIRMED')).status).toBe(200);
    await post(`/api/v1/product-order/order/${orderId}/state`, s.manager, { action: 'confirm' });
    for (const id of itemIds) {
      await t.call('PUT', `/ops/v1/product-orders/items/${id}/assignee`, {
        token: s.operator,
        body: { operatorId: s.operatorId },
      });
      await op(id, 'MAKING_STARTED');
      expect((await deliverChair(t, s.operator, id)).status).toBe(202);
    }
    await t.platform.library.processing.drain();
    for (const id of itemIds) {
      expect((await op(id, 'MAKING_CONFIRMED')).status).toBe(200);
      await op(id, 'CHECKING_WAITING');
      await customer(id, 'CHECKING_STARTED');
    }
  }

  it('prices items by type, quality and complexity, live until confirmed and frozen after', async () => {
    const { orderId, itemIds } = await orderWithItems(t, s, ['Sofa'], {
      quality: 'PREMIUM',
      complexity: 'HIGH',
    });
    const set = await multipart(t, `/api/v1/product-order/order/${orderId}/item`, s.manager, {
      properties: {
        name: 'Dining set',
        productType: 'FURNITURE_SET',
        quality: 'BASIC',
        complexity: 'LOW',
        widthMm: 1800,
        depthMm: 900,
        heightMm: 750,
      },
    });
    expect(set.status).toBe(201);
    // 100,000 × 1.8 × 2.2 = 396,000; 250,000 × 1 × 1 = 250,000.
    expect(itemPrice({ productType: 'FURNITURE', quality: 'PREMIUM', complexity: 'HIGH' })).toBe(396_000);
    const live = await t.call('GET', `/api/v1/product-order/order/${orderId}/price`, { token: s.manager });
    expect(live.json.price).toMatchObject({ total: 646_000, unit: 'KRW', frozen: false });
    const edited = await t.call('PATCH', `/api/v1/product-order/item/${itemIds[0]}`, {
      token: s.manager,
      body: { complexity: 'LOW' },
    });
    expect(edited.json.item.price).toBe(180_000);
    await post(`/api/v1/product-order/order/${orderId}/state`, s.manager, { action: 'submit' });
    for (const id of [itemIds[0]!, set.json.item.id]) await op(id, 'REQUEST_CONFIRMED');
    const confirmed = await post(`/api/v1/product-order/order/${orderId}/state`, s.manager, {
      action: 'confirm',
    });
    expect(confirmed.json.order).toMatchObject({
      priceTotal: 430_000,
      priceFrozen: true,
      state: 'MAKING_WAITING',
    });
    // Kept: the frozen prices no longer follow the rule's inputs.
    await t.db
      .updateTable('product_order_items')
      .set({ quality: 'PREMIUM' })
      .where('order_id', '=', orderId)
      .execute();
    const frozen = await t.call('GET', `/api/v1/product-order/order/${orderId}/price`, { token: s.manager });
    expect(frozen.json.price).toMatchObject({ total: 430_000, frozen: true });
    const late = await t.call('PATCH', `/api/v1/product-order/item/${itemIds[0]}`, {
      token: s.manager,
      body: { complexity: 'HIGH' },
    });
    expect(late).toMatchObject({ status: 409, json: { code: 'item_not_editable' } });
  });

  it('takes images and PDFs as reference files and refuses anything else', async () => {
    const { orderId } = await orderWithItems(t, s, ['Lamp']);
    const added = await multipart(t, `/api/v1/product-order/order/${orderId}/item`, s.manager, {
      properties: { name: 'Desk', widthMm: 1200, depthMm: 600, heightMm: 740 },
      files: [
        { name: 'photo.png', data: PNG },
        { name: 'drawing.pdf', data: PDF },
      ],
    });
    expect(added.status).toBe(201);
    const files = added.json.item.refFiles as { url: string; contentType: string }[];
    expect(files.map((f) => f.contentType)).toEqual(['image/png', 'application/pdf']);
    const served = await t.app.inject({ method: 'GET', url: new URL(files[1]!.url, 'http://x').pathname });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const before = (await t.call('GET', `/api/v1/product-order/order/${orderId}/item`, { token: s.manager }))
      .json.totalCount;
    const text = await multipart(t, `/api/v1/product-order/order/${orderId}/item`, s.manager, {
      properties: { name: 'Chair', widthMm: 1, depthMm: 1, heightMm: 1 },
      files: [{ name: 'photo.png', data: Buffer.from('not really a picture') }],
    });
    expect(text).toMatchObject({ status: 400, json: { details: [{ field: 'refFiles' }] } });
    const bad = await multipart(t, `/api/v1/product-order/order/${orderId}/item`, s.manager, {
      properties: { name: 'Chair', widthMm: -5, depthMm: 1, heightMm: 1 },
    });
    expect(bad).toMatchObject({ status: 400, json: { details: [{ field: 'properties.widthMm' }] } });
    expect(
      (await t.call('GET', `/api/v1/product-order/order/${orderId}/item`, { token: s.manager })).json
        .totalCount,
    ).toBe(before);
  });

  it('keeps each enterprise to its own orders, and designers to reading', async () => {
    const { orderId, itemIds } = await orderWithItems(t, s, ['Shelf']);
    const other = await createEnterprise(t, s.operator, 'Other Interiors');
    expect(
      (await t.call('GET', `/api/v1/product-order/order/${orderId}`, { token: other.admin })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/product-order/item/${itemIds[0]}`, { token: other.admin })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/product-order/${s.demo}/order`, { token: other.admin })).status,
    ).toBe(403);
    expect(
      (await t.call('GET', '/api/v1/product-order/order/item', { token: other.admin })).json.totalCount,
    ).toBe(0);
    expect(
      (await post(`/api/v1/product-order/${s.demo}/order`, other.admin, { name: 'Not mine' })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/product-order/order/${orderId}`, { token: s.designer })).status,
    ).toBe(200);
    const designerSubmit = await post(`/api/v1/product-order/order/${orderId}/state`, s.designer, {
      action: 'submit',
    });
    expect(designerSubmit.status).toBe(403);
    const list = await t.call('GET', `/api/v1/product-order/${s.demo}/order?page=1&limit=2`, {
      token: s.manager,
    });
    expect(list.json).toMatchObject({ page: 1, size: 2 });
    expect(list.json.data.every((o: { enterpriseId: string }) => o.enterpriseId === s.demo)).toBe(true);
  });

  it('allows 2 modification requests per item per round, and a new round after a new model', async () => {
    const { orderId, itemIds } = await orderWithItems(t, s, ['Wardrobe', 'Mirror']);
    await toReview(orderId, itemIds);
    // The state table's notify-customer steps reach the ordering managers' bell.
    const bell = await t.call('GET', '/api/v1/notification?page=1&limit=50', { token: s.manager });
    expect(bell.json.data).toContainEqual(
      expect.objectContaining({
        type: 'ORDER_STATE_CHANGED',
        data: expect.objectContaining({ orderId, orderName: 'Order of Wardrobe, Mirror' }),
      }),
    );
    const [wardrobe, mirror] = itemIds as [string, string];
    const ask = (content: string) =>
      multipart(t, `/api/v1/product-order/item/${wardrobe}/mod-req`, s.manager, {
        properties: { type: 'MATERIAL', content },
        files: [{ name: 'marked.png', data: PNG }],
      });
    expect((await ask('Oak, not walnut')).status).toBe(201);
    expect((await ask('Brass handles')).status).toBe(201);
    const third = await ask('And taller');
    expect(third).toMatchObject({
      status: 409,
      json: { code: 'modification_request_limit', details: { round: 1, limit: 2 } },
    });
    const listed = await t.call('GET', `/api/v1/product-order/item/${wardrobe}/mod-req?sortBy=createdAsc`, {
      token: s.manager,
    });
    expect(listed.json.data.map((m: { content: string }) => m.content)).toEqual([
      'Oak, not walnut',
      'Brass handles',
    ]);
    // Both items at once: the wardrobe's round is full, so neither is filed.
    const both = await multipart(t, '/api/v1/product-order/items/mod-req', s.manager, {
      properties: { type: 'SHAPE', content: 'Rounder corners', productOrderItemIds: [mirror, wardrobe] },
    });
    expect(both.json.code).toBe('modification_request_limit');
    expect(
      (await t.call('GET', `/api/v1/product-order/item/${mirror}`, { token: s.manager })).json.item.state,
    ).toBe('CHECKING_STARTED');
    // A new model opens round 2.
    expect((await deliverChair(t, s.operator, wardrobe)).status).toBe(202);
    await t.platform.library.processing.drain();
    const round2 = await ask('Darker stain');
    expect(round2.json.modificationRequests[0]).toMatchObject({ round: 2 });
    const many = await multipart(t, '/api/v1/product-order/items/mod-req', s.manager, {
      properties: { type: 'OTHER', content: 'Both: check the feet', productOrderItemIds: [mirror, wardrobe] },
    });
    expect(many.status).toBe(201);
    expect(many.json.modificationRequests).toHaveLength(2);
    const shapes = await t.call(
      'GET',
      `/api/v1/product-order/item/${wardrobe}/mod-req?type=MATERIAL&limit=1`,
      { token: s.manager },
    );
    expect(shapes.json).toMatchObject({ totalCount: 3, count: 1, totalPages: 3 });
  });

  it('delivers into the enterprise library, hidden from designers until approved', async () => {
    const { orderId, itemIds } = await orderWithItems(t, s, ['Stool']);
    await toReview(orderId, itemIds);
    const item = (await t.call('GET', `/api/v1/product-order/item/${itemIds[0]}`, { token: s.manager })).json
      .item;
    const product = await t.call('GET', `/api/v1/product/${item.productId}`, { token: s.manager });
    expect(product.json.product).toMatchObject({
      status: 'COMPLETED',
      libType: 'enterprise',
      ownerId: s.demo,
      name: 'Stool',
      mmHeight: 900,
    });
    expect((await t.call('GET', `/api/v1/product/${item.productId}`, { token: s.designer })).status).toBe(
      404,
    );
    expect((await customer(itemIds[0]!, 'CHECKING_FINISHED')).status).toBe(200);
    expect((await t.call('GET', `/api/v1/product/${item.productId}`, { token: s.designer })).status).toBe(
      200,
    );
  });

  it('exports the order as a real workbook behind a short-lived token', async () => {
    const { orderId } = await orderWithItems(t, s, ['Bed', 'Nightstand'], { brand: 'Acme', color: 'Oak' });
    const issued = await t.call('GET', `/api/v1/export/${orderId}/issue-token`, { token: s.designer });
    expect(issued.status).toBe(200);
    const url = new URL(issued.json.url, 'http://x').pathname;
    expect(url).toBe(`/api/v1/export/download/${issued.json.token}/excel/product-order/${orderId}`);
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const rows = book
      .getWorksheet('Items')!
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'Item',
      'Alias',
      'Type',
      'Quality',
      'Complexity',
      'Brand',
      'Color',
      'W × D × H (mm)',
      'State',
      'Price (KRW)',
    ]);
    expect(rows.slice(1, 3).map((r) => [r[0], r[5], r[6], r[8], r[9]])).toEqual([
      ['Bed', 'Acme', 'Oak', 'REQUEST_NOT_CONFIRMED', 150_000],
      ['Nightstand', 'Acme', 'Oak', 'REQUEST_NOT_CONFIRMED', 150_000],
    ]);
    expect(rows[3]).toEqual(expect.arrayContaining(['Total', 'REQUEST_WRITING', 300_000]));
    const wrongOrder = await t.app.inject({
      method: 'GET',
      url: url.replace(orderId, 'someone-elses-order'),
    });
    expect(wrongOrder.statusCode).toBe(404);
    await t.db
      .updateTable('export_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('lets operators search every order and delete orders and items', async () => {
    const { orderId, itemIds } = await orderWithItems(t, s, ['Findable table', 'Chair to delete']);
    const found = await t.call('GET', '/ops/v1/product-orders?search=findable&state=REQUEST_WRITING', {
      token: s.operator,
    });
    expect(found.json.data.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect((await t.call('GET', '/ops/v1/product-orders', { token: s.manager })).status).toBe(403);
    expect(
      (await t.call('DELETE', `/ops/v1/product-orders/items/${itemIds[1]}`, { token: s.operator })).status,
    ).toBe(200);
    const items = await t.call(
      'GET',
      `/api/v1/product-order/order/${orderId}/item?search=table&sortBy=nameDesc`,
      { token: s.manager },
    );
    expect(items.json.data.map((i: { name: string }) => i.name)).toEqual(['Findable table']);
    expect((await t.call('DELETE', `/ops/v1/product-orders/${orderId}`, { token: s.operator })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/v1/product-order/order/${orderId}`, { token: s.manager })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/ops/v1/product-orders/${orderId}`, { token: s.operator })).status).toBe(
      404,
    );
  });
});
