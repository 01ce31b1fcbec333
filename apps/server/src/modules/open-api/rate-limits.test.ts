import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { issueKey, type TwoEnterprises, twoEnterprises, withKey } from './test/fixtures.ts';

describe('open-API rate limits', () => {
  let t: TestApp;
  let s: TwoEnterprises;
  beforeAll(async () => {
    t = await createTestApp();
    s = await twoEnterprises(t);
  });
  afterAll(() => t.close());

  const limits = (enterpriseId: string, readsPerSecond: number) =>
    t.call('PATCH', `/ops/v1/enterprises/${enterpriseId}/open-api-limits`, {
      token: s.operator,
      body: { readsPerSecond, writesPerSecond: 30 },
    });

  it('lets calls under the limit through and counts them per day', async () => {
    const { key } = await issueKey(t, s.admin, s.demo);
    for (let i = 0; i < 20; i += 1) {
      const read = await t.call('GET', `/api/v1/cylinder/product/${s.demoProduct}`, withKey(key));
      expect(read.status).toBe(200);
    }
    const usage = await t.call('GET', `/api/v1/developers/usage?enterpriseId=${s.demo}`, {
      token: s.manager,
    });
    expect(usage.json.usage).toContainEqual({
      day: new Date().toISOString().slice(0, 10),
      api: 'GET /api/v1/cylinder/product/:id',
      calls: 20,
      refused: 0,
    });
  });

  it('answers a burst over the limit with 429 TOO_MANY_REQUEST and Retry-After, per enterprise and per API', async () => {
    const { key } = await issueKey(t, s.admin, s.demo);
    const otherKey = (await issueKey(t, s.other.admin, s.other.id)).key;
    expect((await limits(s.demo, 1)).json.settings).toMatchObject({ readsPerSecond: 1, writesPerSecond: 30 });
    // Twenty calls at once against a bucket of one call a second: a machine would need twenty
    // seconds to answer them for none to be refused.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('GET', `/api/v1/cylinder/product/${s.demoProduct}`, withKey(key)),
      ),
    );
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json).toMatchObject({
        code: 'TOO_MANY_REQUEST',
        result: 'FAIL',
        error: { errorCode: 'TOO_MANY_REQUEST' },
      });
    }
    expect(burst.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    // Another API of the same enterprise and the same API of another enterprise have buckets of their own.
    expect((await t.call('GET', `/api/v1/cylinder/image/${s.demoProduct}`, withKey(key))).status).toBe(200);
    expect(
      (await t.call('GET', `/api/v1/cylinder/product/${s.otherProduct}`, withKey(otherKey))).status,
    ).toBe(200);
    const usage = await t.call('GET', `/api/v1/developers/usage?enterpriseId=${s.demo}`, {
      token: s.manager,
    });
    const product = usage.json.usage.find(
      (u: { api: string }) => u.api === 'GET /api/v1/cylinder/product/:id',
    );
    expect(product.refused).toBe(refused.length);
    await limits(s.demo, 50);
  });

  it('lets only operators set limits, within bounds', async () => {
    const byAdmin = await t.call('PATCH', `/ops/v1/enterprises/${s.demo}/open-api-limits`, {
      token: s.admin,
      body: { readsPerSecond: 1000, writesPerSecond: 1000 },
    });
    expect(byAdmin.status).toBe(403);
    const zero = await limits(s.demo, 0);
    expect(zero.status).toBe(400);
    expect(zero.json.details[0].field).toBe('body.readsPerSecond');
    expect(
      (
        await t.call('PATCH', '/ops/v1/enterprises/nope/open-api-limits', {
          token: s.operator,
          body: { readsPerSecond: 5, writesPerSecond: 5 },
        })
      ).status,
    ).toBe(404);
  });
});
