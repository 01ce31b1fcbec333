import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { createEnterprise, librarySetup } from '../../library/test/fixtures.ts';
import { uploadBoxProducts } from '../../renders/test-library-products.ts';

/**
 * Two enterprises, each with a product uploaded through the library pipeline into its own library:
 * the demo one (its admin, manager and designer) and a second one (its admin).
 */
export async function twoEnterprises(t: TestApp) {
  const s = await librarySetup(t);
  const other = await createEnterprise(t, s.operator, 'Other Shop');
  const [demoProduct] = await uploadBoxProducts(t, s.admin, s.demo, [
    { name: 'Demo sofa', color: [0.6, 0.2, 0.2] },
  ]);
  const [otherProduct] = await uploadBoxProducts(t, other.admin, other.id, [
    { name: 'Other lamp', color: [0.2, 0.2, 0.6] },
  ]);
  return { ...s, other, demoProduct: demoProduct!, otherProduct: otherProduct! };
}

export type TwoEnterprises = Awaited<ReturnType<typeof twoEnterprises>>;

/** Issues a key through the spec's call, as a manager does in the developer portal. */
export async function issueKey(t: TestApp, token: string, enterpriseId: string, name = 'shop') {
  const issued = await t.call('POST', '/api/v1/api-key', { token, body: { enterpriseId, name } });
  expect(issued.status, JSON.stringify(issued.json)).toBe(201);
  return { id: issued.json.apiKey.id as string, key: issued.json.key as string };
}

export const withKey = (key: string) => ({ headers: { 'x-api-key': key } });
