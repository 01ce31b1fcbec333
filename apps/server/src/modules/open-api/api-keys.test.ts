import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { issueKey, type TwoEnterprises, twoEnterprises, withKey } from './test/fixtures.ts';

describe('open-API keys', () => {
  let t: TestApp;
  let s: TwoEnterprises;
  beforeAll(async () => {
    t = await createTestApp();
    s = await twoEnterprises(t);
  });
  afterAll(() => t.close());

  const product = (id: string, key?: string) =>
    t.call('GET', `/api/v1/cylinder/product/${id}`, key ? withKey(key) : {});

  it('keeps only the hash of a key shown once, and the cylinder calls list the same keys', async () => {
    const { id, key } = await issueKey(t, s.manager, s.demo, 'website');
    const row = await t.db
      .selectFrom('cylinder_api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = await t.call('GET', `/api/v1/api-key?enterpriseId=${s.demo}`, { token: s.admin });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.json)).not.toContain(key);
    expect(listed.json.apiKeys).toContainEqual(
      expect.objectContaining({ id, name: 'website', lastUsedAt: null }),
    );
    const cylinder = await t.call('GET', `/api/v1/cylinder/api-keys?enterpriseId=${s.demo}`, {
      token: s.admin,
    });
    expect(cylinder.json.apiKeys.map((k: { id: string }) => k.id)).toContain(id);

    expect((await product(s.demoProduct, key)).json.product).toMatchObject({ name: 'Demo sofa' });
    const used = await t.call('GET', `/api/v1/api-key?enterpriseId=${s.demo}`, { token: s.admin });
    expect(used.json.apiKeys.find((k: { id: string }) => k.id === id).lastUsedAt).not.toBeNull();
  });

  it('answers a missing or wrong key with 401 in the open API envelope', async () => {
    for (const key of [undefined, 'rc_not-a-key', 'something else']) {
      const refused = await product(s.demoProduct, key);
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({
        result: 'FAIL',
        data: null,
        error: { errorCode: 'UNAUTHORIZED' },
      });
    }
  });

  it('rotates a key with the key itself: the new one works once shown, the old one stops', async () => {
    const { id, key } = await issueKey(t, s.admin, s.demo, 'old name');
    const rotated = await t.call('PATCH', '/api/v1/api-key', { ...withKey(key), body: { name: 'rotated' } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.apiKey).toMatchObject({ name: 'rotated', enterpriseId: s.demo, revokedAt: null });
    expect((await product(s.demoProduct, key)).status).toBe(401);
    expect((await product(s.demoProduct, rotated.json.key)).status).toBe(200);
    const old = await t.db
      .selectFrom('cylinder_api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(old.replaced_by).toBe(rotated.json.apiKey.id);
    // The old key cannot rotate again.
    expect((await t.call('PATCH', '/api/v1/api-key', withKey(key))).status).toBe(401);

    const byPortal = await t.call('POST', `/api/v1/api-key/${rotated.json.apiKey.id}/rotate`, {
      token: s.manager,
    });
    expect(byPortal.status).toBe(200);
    expect((await product(s.demoProduct, rotated.json.key)).status).toBe(401);
    expect((await product(s.demoProduct, byPortal.json.key)).status).toBe(200);
  });

  it('revokes a key at once', async () => {
    const { id, key } = await issueKey(t, s.admin, s.demo);
    expect((await product(s.demoProduct, key)).status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/api-key/${id}`, { token: s.manager })).status).toBe(200);
    expect((await product(s.demoProduct, key)).status).toBe(401);
    const listed = await t.call('GET', `/api/v1/api-key?enterpriseId=${s.demo}`, { token: s.admin });
    expect(listed.json.apiKeys.find((k: { id: string }) => k.id === id).revokedAt).not.toBeNull();
    expect((await t.call('DELETE', `/api/v1/api-key/${id}`, { token: s.manager })).status).toBe(404);
  });

  it('never lets a key or a manager reach another enterprise', async () => {
    const demoKey = (await issueKey(t, s.admin, s.demo)).key;
    const otherKey = await issueKey(t, s.other.admin, s.other.id);
    expect((await product(s.otherProduct, otherKey.key)).status).toBe(200);
    expect((await product(s.otherProduct, demoKey)).status).toBe(404);
    expect((await product(s.demoProduct, otherKey.key)).status).toBe(404);
    const names = await t.call(
      'GET',
      `/api/v1/public/product/${s.other.id}/name?productName=lamp`,
      withKey(demoKey),
    );
    expect(names.json.data ?? []).toEqual([]);

    expect(
      (await t.call('GET', `/api/v1/api-key?enterpriseId=${s.other.id}`, { token: s.admin })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/v1/api-key/${otherKey.id}`, { token: s.admin })).status).toBe(404);
    expect((await t.call('POST', `/api/v1/api-key/${otherKey.id}/rotate`, { token: s.admin })).status).toBe(
      404,
    );
    const issued = await t.call('POST', '/api/v1/api-key', {
      token: s.admin,
      body: { enterpriseId: s.other.id, name: 'x' },
    });
    expect(issued.status).toBe(404);
    expect((await product(s.otherProduct, otherKey.key)).status).toBe(200);
  });

  it('lets only managers and admins manage keys', async () => {
    const asDesigner = await t.call('POST', '/api/v1/api-key', {
      token: s.designer,
      body: { enterpriseId: s.demo, name: 'x' },
    });
    expect(asDesigner.status).toBe(403);
    expect(
      (await t.call('GET', `/api/v1/api-key?enterpriseId=${s.demo}`, { token: s.designer })).status,
    ).toBe(403);
    expect((await t.call('GET', `/api/v1/api-key?enterpriseId=${s.demo}`)).status).toBe(401);
  });

  it('issues an expiring open-API token that reads like a key', async () => {
    const issued = await t.call('GET', `/api/v1/enterprise/${s.demo}/openapi/token`, { token: s.manager });
    expect(issued.status).toBe(200);
    expect(new Date(issued.json.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await product(s.demoProduct, issued.json.token)).status).toBe(200);
    await t.db
      .updateTable('cylinder_api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('kind', '=', 'OPEN_API_TOKEN')
      .execute();
    expect((await product(s.demoProduct, issued.json.token)).status).toBe(401);
    expect(
      (await t.call('GET', `/api/v1/enterprise/${s.other.id}/openapi/token`, { token: s.manager })).status,
    ).toBe(404);
  });

  it('answers the OAuth token parameter name to a valid access key only', async () => {
    const { key } = await issueKey(t, s.admin, s.demo);
    const url = (k: string) => `/api/v1/oauth/config/tokenParamName?access-key=${encodeURIComponent(k)}`;
    expect((await t.call('GET', url(key))).json).toEqual({ tokenParamName: 'token' });
    const set = await t.call('PATCH', '/api/v1/developers/settings', {
      token: s.admin,
      body: { enterpriseId: s.demo, tokenParamName: 'shopToken' },
    });
    expect(set.json.settings).toMatchObject({
      tokenParamName: 'shopToken',
      readsPerSecond: 50,
      writesPerSecond: 30,
    });
    expect((await t.call('GET', url(key))).json).toEqual({ tokenParamName: 'shopToken' });
    const wrong = await t.call('GET', url('rc_wrong'));
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.errorCode).toBe('UNAUTHORIZED');
    const bad = await t.call('PATCH', '/api/v1/developers/settings', {
      token: s.admin,
      body: { enterpriseId: s.demo, tokenParamName: 'has space' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].field).toBe('body.tokenParamName');
  });
});
