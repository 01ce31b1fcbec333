import { billingRoutes } from '@roomcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { LOCAL_TEST_CARDS } from './local-provider.ts';

type Tier = { tier: string; limit: number; used: number };

/** An enterprise's plan and seats, bought by its admin; managers read, others are refused. */
describe('enterprise billing on the local provider', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let designer: string;
  let personal: string;
  let enterpriseId: string;
  const path = (rest = '') => `/api/v1/payments/enterprises/${enterpriseId}${rest}`;
  const units = async (token: string, tier: string) =>
    ((await t.call('GET', '/api/v1/subscription-quotas', { token })).json.quotas[0].tiers as Tier[]).find(
      (x) => x.tier === tier,
    )!;

  beforeAll(async () => {
    t = await createTestApp({ clock: new Clock(new Date('2026-03-10T09:00:00Z')) });
    admin = await t.login('admin@demo.example');
    manager = await t.login('manager@demo.example');
    designer = await t.login('designer@demo.example');
    personal = await t.login('personal@demo.example');
    enterpriseId = (await t.call('GET', '/api/v1/user/me', { token: admin })).json.user.enterpriseId;
  });
  afterAll(() => t.close());

  it('lists the enterprise prices and refuses bad plans and seats with the field named', async () => {
    const prices = (await t.call('GET', '/api/v1/payments/enterprise-prices', { token: designer })).json
      .plans;
    expect(prices.map((p: { plan: string }) => p.plan)).toEqual([
      'ENTERPRISE_BASIC',
      'ENTERPRISE_STANDARD',
      'ENTERPRISE_PRO_PLAN',
    ]);
    const checkout = (body: object, token = admin) =>
      t.call('POST', path('/checkout-sessions'), { token, body });
    expect((await checkout({ plan: 'GOLD', seats: 5 })).json.details[0].field).toBe('body.plan');
    expect((await checkout({ plan: 'INDIVIDUAL_PRO_PLAN', seats: 5 })).json.details[0].field).toBe('plan');
    expect((await checkout({ plan: 'ENTERPRISE_STANDARD', seats: 51 })).json.details[0].field).toBe(
      'body.seats',
    );
    const tooFew = await checkout({ plan: 'ENTERPRISE_STANDARD', seats: 3 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.json.details[0]).toMatchObject({ field: 'seats' });
    expect((await checkout({ plan: 'ENTERPRISE_STANDARD', seats: 5 }, manager)).status).toBe(403);
    expect((await checkout({ plan: 'ENTERPRISE_STANDARD', seats: 5 }, personal)).status).toBe(404);
    expect((await t.call('GET', path('/subscription'), { token: personal })).status).toBe(404);
  });

  it('buys a plan for its seats: units grow with the seats, the enterprise gets them', async () => {
    const created = await t.call('POST', path('/customer'), {
      token: admin,
      body: { name: 'Demo Interiors' },
    });
    expect(created.json.customer).toMatchObject({ provider: 'LOCAL', name: 'Demo Interiors' });
    expect((await t.call('POST', path('/customer'), { token: admin, body: {} })).json.code).toBe(
      'customer_exists',
    );
    const { checkoutSession } = (
      await t.call('POST', path('/checkout-sessions'), {
        token: admin,
        body: { plan: 'ENTERPRISE_STANDARD', seats: 6, currency: 'USD' },
      })
    ).json;
    expect(checkoutSession.amountDueToday).toBe(6 * 2_200);
    const paid = await t.call(
      'POST',
      `/api/v1/payments/checkout-sessions/${checkoutSession.id}/local-payment`,
      {
        token: admin,
        body: { cardNumber: LOCAL_TEST_CARDS.succeeds },
      },
    );
    expect(paid.json.subscription).toMatchObject({ plan: 'ENTERPRISE_STANDARD', seats: 6, currency: 'USD' });
    expect((await units(designer, 'standard-render')).limit).toBe(2_000); // 1,000 for 3 seats
    expect(
      (await t.call('GET', `/api/v1/enterprise/${enterpriseId}`, { token: admin })).json.enterprise.seats,
    ).toBe(6);
    expect((await t.call('GET', path('/subscription'), { token: manager })).json.subscription.seats).toBe(6);
    expect((await t.call('GET', path('/subscription'), { token: designer })).status).toBe(403);
  });

  it('adds seats mid-period with prorated units and charge; fewer seats wait for the period end, never below the members', async () => {
    const { subscription } = (await t.call('GET', path('/subscription'), { token: admin })).json;
    const period =
      new Date(subscription.currentPeriodEnd).getTime() - new Date(subscription.currentPeriodStart).getTime();
    await t.platform.billing.advanceClock(period / 2);
    const more = await t.call('PATCH', path('/subscription'), { token: admin, body: { seats: 9 } });
    expect(more.json.subscription.seats).toBe(9);
    // 1,000 per 3 seats: 3 more seats for half the period add 500.
    expect((await units(designer, 'standard-render')).limit).toBe(2_500);
    const invoice = (await t.call('GET', path('/subscription'), { token: admin })).json.invoices[0];
    expect(invoice).toMatchObject({ reason: 'SUBSCRIPTION_UPDATE', amount: 3_300, currency: 'USD' });

    const belowMembers = await t.call('PATCH', path('/subscription'), { token: admin, body: { seats: 3 } });
    expect(belowMembers.json.details[0].field).toBe('seats');
    const fewer = await t.call('PATCH', path('/subscription'), { token: admin, body: { seats: 5 } });
    expect(fewer.json.subscription).toMatchObject({ seats: 9, pendingSeats: 5 });
    expect(
      (await t.call('PATCH', path('/subscription'), { token: designer, body: { seats: 10 } })).status,
    ).toBe(403);
    await t.platform.billing.advanceClock(period);
    const renewed = (await t.call('GET', path('/subscription'), { token: admin })).json;
    expect(renewed.subscription).toMatchObject({ seats: 5, pendingSeats: null });
    expect(renewed.invoices[0]).toMatchObject({ reason: 'SUBSCRIPTION_CYCLE', amount: 5 * 2_200 });
    expect((await units(designer, 'standard-render')).limit).toBe(1_666);
  });

  it('documents every payments call in the OpenAPI document', async () => {
    const { json } = await t.call('GET', '/api/docs/json');
    for (const def of Object.values(billingRoutes)) {
      const path = `/api${def.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(json.paths[path]?.[def.method.toLowerCase()]?.tags, `${def.method} ${path}`).toEqual([
        'payments',
      ]);
    }
  });

  it('refuses to remove a customer with a live subscription, and opens the portal', async () => {
    expect((await t.call('DELETE', path('/customer'), { token: admin })).json.code).toBe('subscription_live');
    const portal = await t.call('POST', path('/billing-portal-sessions'), { token: admin });
    expect(portal.json.url).toBe('/billing');
    await t.call('DELETE', path('/subscription/now'), { token: admin });
    expect((await t.call('DELETE', path('/customer'), { token: admin })).json).toEqual({ ok: true });
    expect((await t.call('GET', path('/customer'), { token: admin })).status).toBe(404);
  });
});
