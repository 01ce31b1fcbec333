import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createQuotas } from './index.ts';

type Tier = { tier: string; limit: number; used: number; remaining: number };
const tierOf = (quota: { tiers: Tier[] }, tier: string) => quota.tiers.find((t) => t.tier === tier)!;

describe('subscription quotas', () => {
  let t: TestApp;
  let designer: string;
  let personal: string;
  beforeAll(async () => {
    t = await createTestApp();
    designer = await t.login('designer@demo.example');
    personal = await t.login('personal@demo.example');
  });
  afterAll(() => t.close());

  it('publishes each plan’s monthly units without a token', async () => {
    const { json } = await t.call('GET', '/api/v1/public/quota/ENTERPRISE_PRO_PLAN');
    expect(json.plan).toBe('ENTERPRISE_PRO_PLAN');
    expect(json.tiers).toHaveLength(7);
    expect(json.tiers.find((x: Tier) => x.tier === '24k-panorama').limit).toBe(40);
    expect((await t.call('GET', '/api/v1/public/quota/GOLD')).status).toBe(400);
    expect(
      (await t.call('GET', '/api/v1/subscription-quotas/plans/INDIVIDUAL_BASIC', { token: personal })).json
        .tiers[0],
    ).toEqual({
      tier: 'standard-render',
      limit: 20,
    });
  });

  it('opens the month on the basic plan: the enterprise’s for members, their own for personal users', async () => {
    const member = (await t.call('GET', '/api/v1/subscription-quotas', { token: designer })).json.quotas[0];
    expect(member).toMatchObject({ ownerType: 'ENTERPRISE', plan: 'ENTERPRISE_BASIC' });
    const manager = await t.login('manager@demo.example');
    expect((await t.call('GET', '/api/v1/subscription-quotas', { token: manager })).json.quotas[0].id).toBe(
      member.id,
    );
    const own = (await t.call('GET', '/api/v1/subscription-quotas', { token: personal })).json.quotas[0];
    expect(own).toMatchObject({ ownerType: 'USER', plan: 'INDIVIDUAL_BASIC' });
    expect(new Date(own.periodEnd).getTime() - new Date(own.periodStart).getTime()).toBeGreaterThanOrEqual(
      28 * 86_400_000,
    );
  });

  it('consumes one unit per call and refuses with quota_exhausted when none is left', async () => {
    const quota = (await t.call('GET', '/api/v1/subscription-quotas', { token: personal })).json.quotas[0];
    for (let i = 1; i <= 5; i++) {
      const { json } = await t.call('DELETE', `/api/v1/subscription-quotas/${quota.id}/hd-render`, {
        token: personal,
      });
      expect(tierOf(json.quota, 'hd-render')).toMatchObject({ used: i, remaining: 5 - i });
    }
    const none = await t.call('DELETE', `/api/v1/subscription-quotas/${quota.id}/hd-render`, {
      token: personal,
    });
    expect(none.status).toBe(409);
    expect(none.json.code).toBe('quota_exhausted');
    const zero = await t.call('DELETE', `/api/v1/subscription-quotas/${quota.id}/8k-render`, {
      token: personal,
    });
    expect(zero.json.code).toBe('quota_exhausted');
    const meId = (await t.call('GET', '/api/v1/user/me', { token: personal })).json.user.id;
    const read = await t.call('GET', `/api/v1/quota/user/${meId}`, { token: personal });
    expect(tierOf(read.json.quota, 'hd-render').remaining).toBe(0);
  });

  it('refuses someone else’s quota and an unknown tier', async () => {
    const quota = (await t.call('GET', '/api/v1/subscription-quotas', { token: personal })).json.quotas[0];
    expect(
      (await t.call('DELETE', `/api/v1/subscription-quotas/${quota.id}/standard-render`, { token: designer }))
        .status,
    ).toBe(404);
    const badTier = await t.call('DELETE', `/api/v1/subscription-quotas/${quota.id}/16k-render`, {
      token: personal,
    });
    expect(badTier.json.details[0].field).toBe('params.tier');
    const meId = (await t.call('GET', '/api/v1/user/me', { token: personal })).json.user.id;
    expect(
      (await t.call('GET', `/api/v1/subscription-quotas/users/${meId}`, { token: designer })).status,
    ).toBe(404);
  });

  it('charges a key once and refunds it once', async () => {
    const service = createQuotas(t.db);
    const owner = { type: 'USER' as const, id: 'owner-x' };
    await service.charge(owner, 'standard-render', 'job-1');
    await service.charge(owner, 'standard-render', 'job-1');
    const used = async () =>
      tierOf(await service.present(await service.current(owner)), 'standard-render').used;
    expect(await used()).toBe(1);
    expect(await service.refund('job-1')).toBe(true);
    expect(await service.refund('job-1')).toBe(false);
    expect(await used()).toBe(0);
  });

  it('without a subscription, opens each month on the basic plan with fresh units', async () => {
    let now = new Date('2026-01-20T10:00:00Z');
    const service = createQuotas(t.db, () => now);
    const owner = { type: 'ENTERPRISE' as const, id: 'ent-months' };
    await service.charge(owner, 'hd-render', 'jan-1');
    expect(tierOf(await service.present(await service.current(owner)), 'hd-render').used).toBe(1);
    now = new Date('2026-02-02T10:00:00Z');
    const february = await service.present(await service.current(owner));
    expect(february.plan).toBe('ENTERPRISE_BASIC');
    expect(february.periodStart).toBe('2026-02-01T00:00:00.000Z');
    expect(tierOf(february, 'hd-render')).toMatchObject({ limit: 60, used: 0 });
  });
});
