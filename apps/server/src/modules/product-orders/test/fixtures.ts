import { expect } from 'vitest';
import { newId } from '../../../lib/ids.ts';
import type { TestApp } from '../../../test/harness.ts';
import { validChair } from '../../library/processing/test-models.ts';
import { librarySetup } from '../../library/test/fixtures.ts';

/** The demo enterprise's people, the demo operator, and a second operator who models nothing by default. */
export async function orderSetup(t: TestApp) {
  const s = await librarySetup(t);
  const opsMe = await t.call('GET', '/ops/v1/me', { token: s.operator });
  const operatorId = opsMe.json.operator.id as string;
  const otherOperatorId = newId();
  await t.db
    .insertInto('operators')
    .values({
      id: otherOperatorId,
      email: `modeller-${otherOperatorId}@ops.example`,
      name: 'Other modeller',
      password_hash: 'x',
    })
    .execute();
  const otherOperator = await t.platform.sessions.open({ operatorId: otherOperatorId });
  return { ...s, operatorId, otherOperatorId, otherOperator };
}
export type OrderSetup = Awaited<ReturnType<typeof orderSetup>>;

/** A PNG of a few pixels: a real image by its content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export interface Part {
  name: string;
  data: Uint8Array;
}

/** A multipart call: `properties` as JSON, files in `refFiles` (or `file` for models). */
export async function multipart(
  t: TestApp,
  url: string,
  token: string,
  options: { properties?: unknown; files?: Part[]; field?: string },
) {
  const form = new FormData();
  if (options.properties !== undefined) form.append('properties', JSON.stringify(options.properties));
  for (const f of options.files ?? [])
    form.append(options.field ?? 'refFiles', new Blob([Buffer.from(f.data)]), f.name);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
  return { status: response.statusCode, json: JSON.parse(response.body) as Record<string, any> };
}

export const itemProps = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  productType: 'FURNITURE',
  quality: 'BASIC',
  complexity: 'MEDIUM',
  widthMm: 500,
  depthMm: 500,
  heightMm: 900,
  ...extra,
});

/** An order of the demo enterprise with items, written as the manager writes it. */
export async function orderWithItems(
  t: TestApp,
  s: OrderSetup,
  names: string[],
  extra: Record<string, unknown> = {},
) {
  const created = await t.call('POST', `/api/v1/product-order/${s.demo}/order`, {
    token: s.manager,
    body: { name: `Order of ${names.join(', ')}` },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const orderId = created.json.order.id as string;
  const itemIds: string[] = [];
  for (const name of names) {
    const added = await multipart(t, `/api/v1/product-order/order/${orderId}/item`, s.manager, {
      properties: itemProps(name, extra),
      files: [{ name: `${name}.png`, data: PNG }],
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    itemIds.push(added.json.item.id);
  }
  return { orderId, itemIds };
}

/** The assigned modeller uploads a small real GLB (made here, as the library tests make theirs). */
export async function deliverChair(t: TestApp, token: string, itemId: string) {
  return multipart(t, `/ops/v1/product-orders/items/${itemId}/model`, token, {
    files: [{ name: 'chair.glb', data: await validChair() }],
    field: 'file',
  });
}
