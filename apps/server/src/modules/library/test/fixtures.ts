import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';

/** Sign-ins and library helpers shared by the library tests. */
export async function librarySetup(t: TestApp) {
  const login = (who: string) => t.login(`${who}@demo.example`);
  const [admin, manager, designer, designer2, personal] = [
    await login('admin'),
    await login('manager'),
    await login('designer'),
    await login('designer2'),
    await login('personal'),
  ];
  const opsLogin = await t.call('POST', '/ops/login', {
    body: { email: 'operator@demo.example', password: 'demo-password' },
  });
  const operator = opsLogin.json.token as string;
  const me = async (token: string) => (await t.call('GET', '/api/v1/user/me', { token })).json.user;
  const demo = (await me(admin)).enterpriseId as string;
  const personalId = (await me(personal)).id as string;
  return { admin, manager, designer, designer2, personal, operator, demo, personalId, me };
}

export type LibrarySetup = Awaited<ReturnType<typeof librarySetup>>;

let enterpriseCount = 0;

/** A second enterprise with its admin, created through the back office. */
export async function createEnterprise(t: TestApp, operator: string, name: string) {
  enterpriseCount += 1;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${enterpriseCount}`;
  const email = `admin@${slug}.example`;
  const created = await t.call('POST', '/ops/v1/enterprises', {
    token: operator,
    body: { name, url: slug, admin: { email, nickname: `${slug} admin`, password: 'demo-password' } },
  });
  expect(created.status).toBe(201);
  return { id: created.json.enterprise.id as string, admin: await t.login(email) };
}

export async function createProduct(t: TestApp, token: string, body: Record<string, unknown>) {
  const created = await t.call('POST', '/api/v1/product', { token, body: { type: 'FURNITURE', ...body } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.product as { id: string; [key: string]: unknown };
}

export async function createCategory(t: TestApp, token: string, body: Record<string, unknown>) {
  const created = await t.call('POST', '/api/v2/categories', { token, body });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.category as { id: string; [key: string]: unknown };
}

/** Marks products processed without running the pipeline (visibility and search tests). */
export async function complete(t: TestApp, ...ids: string[]) {
  await t.db.updateTable('products').set({ status: 'COMPLETED' }).where('id', 'in', ids).execute();
}

/** Whether a caller (token, or anonymous) can read a product by id. */
export async function sees(t: TestApp, token: string | undefined, id: string): Promise<boolean> {
  const { status } = await t.call('GET', `/api/v1/product/${id}`, { token });
  expect([200, 404]).toContain(status);
  return status === 200;
}
