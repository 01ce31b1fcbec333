import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const WEBHOOK_SECRET = 'whsec_roomcraft_test';
const signer = new Stripe('sk_test_roomcraft_unused');
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** Stripe's webhooks, signed by the SDK's own test helper: valid, tampered and replayed deliveries. */
describe('Stripe webhooks', () => {
  let t: TestApp;
  let token: string;
  let checkoutId: string;
  const deliver = (
    payload: string,
    signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    t.call('POST', '/api/v1/payments/webhooks/stripe', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  const event = (id: string, type: string, object: object) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: 1,
      data: { object },
    });
  const subscriptionObject = (start: string, end: string, status = 'active') => ({
    id: 'sub_roomcraft_1',
    object: 'subscription',
    status,
    cancel_at_period_end: false,
    metadata: { checkoutId },
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_start: unix(start), current_period_end: unix(end), quantity: 1 }],
    },
  });
  const invoiceObject = (id: string, status: string) => ({
    id,
    object: 'invoice',
    status,
    billing_reason: 'subscription_cycle',
    amount_due: 1_500,
    currency: 'usd',
    created: unix('2026-04-10T00:00:00Z'),
    period_start: unix('2026-04-10T00:00:00Z'),
    period_end: unix('2026-05-10T00:00:00Z'),
    lines: { object: 'list', data: [{ description: '1 × Individual standard' }] },
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_roomcraft_1' } },
  });
  const subscription = async () =>
    (await t.call('GET', '/api/v1/payments/individual/subscription', { token })).json;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        payments: {
          provider: 'stripe',
          stripe: { secretKey: 'sk_test_roomcraft_unused', webhookSecret: WEBHOOK_SECRET },
        },
      },
    });
    token = await t.login('personal@demo.example');
    const me = (await t.call('GET', '/api/v1/user/me', { token })).json.user;
    // The customer and checkout Stripe was given when the user chose a plan (its API is not reachable here).
    const customerId = newId();
    checkoutId = newId();
    await t.db
      .insertInto('billing_customers')
      .values({
        id: customerId,
        owner_type: 'USER',
        owner_id: me.id,
        provider: 'STRIPE',
        provider_customer_id: 'cus_1',
        email: me.email,
        name: me.nickname,
      })
      .execute();
    await t.db
      .insertInto('checkout_sessions')
      .values({
        id: checkoutId,
        owner_type: 'USER',
        owner_id: me.id,
        customer_id: customerId,
        provider: 'STRIPE',
        provider_session_id: 'cs_1',
        plan: 'INDIVIDUAL_STANDARD',
        seats: 1,
        currency: 'USD',
        trial_days: 0,
        status: 'OPEN',
        url: 'https://checkout.example/cs_1',
        success_url: 'http://test.local/billing',
        created_at: new Date(),
        completed_at: null,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('a signed subscription event starts the subscription; a tampered body is refused with nothing applied', async () => {
    const created = event(
      'evt_1',
      'customer.subscription.created',
      subscriptionObject('2026-03-10T00:00:00Z', '2026-04-10T00:00:00Z'),
    );
    const signature = signer.webhooks.generateTestHeaderString({ payload: created, secret: WEBHOOK_SECRET });
    const tampered = await deliver(created.replace('"active"', '"trialing"'), signature);
    expect(tampered.status).toBe(400);
    expect(tampered.json.details[0].field).toBe('stripe-signature');
    expect((await deliver(created, 'v1=0,t=1')).status).toBe(400);
    expect((await subscription()).subscription).toBeNull();

    expect((await deliver(created, signature)).json).toEqual({ received: true, duplicate: false });
    expect((await subscription()).subscription).toMatchObject({
      provider: 'STRIPE',
      plan: 'INDIVIDUAL_STANDARD',
      status: 'ACTIVE',
    });
    const quota = (await t.call('GET', '/api/v1/subscription-quotas', { token })).json.quotas[0];
    expect(quota).toMatchObject({ plan: 'INDIVIDUAL_STANDARD', periodStart: '2026-03-10T00:00:00.000Z' });
  });

  it('renews with the period Stripe reports, and a replayed event changes nothing', async () => {
    const renewed = event(
      'evt_2',
      'customer.subscription.updated',
      subscriptionObject('2026-04-10T00:00:00Z', '2026-05-10T00:00:00Z'),
    );
    expect((await deliver(renewed)).json.duplicate).toBe(false);
    const failed = event('evt_3', 'invoice.payment_failed', invoiceObject('in_1', 'open'));
    expect((await deliver(failed)).json.duplicate).toBe(false);
    expect((await subscription()).subscription).toMatchObject({
      status: 'PAST_DUE',
      currentPeriodStart: '2026-04-10T00:00:00.000Z',
    });
    const paid = event('evt_4', 'invoice.paid', invoiceObject('in_1', 'paid'));
    await deliver(paid);
    const after = await subscription();
    expect(after.subscription).toMatchObject({ status: 'ACTIVE', pastDueSince: null });
    expect(after.invoices).toMatchObject([
      { amount: 1_500, currency: 'USD', status: 'PAID', reason: 'SUBSCRIPTION_CYCLE' },
    ]);

    // The failure delivered again (a retry of an event already applied) is recognised and ignored.
    expect((await deliver(failed)).json).toEqual({ received: true, duplicate: true });
    expect((await deliver(renewed)).json.duplicate).toBe(true);
    expect(await subscription()).toEqual(after);
  });

  it('a deleted subscription ends its units now', async () => {
    await deliver(
      event(
        'evt_5',
        'customer.subscription.deleted',
        subscriptionObject('2026-04-10T00:00:00Z', '2026-05-10T00:00:00Z', 'canceled'),
      ),
    );
    expect((await subscription()).subscription.status).toBe('CANCELED');
    expect((await t.call('GET', '/api/v1/subscription-quotas', { token })).json.quotas[0].plan).toBe(
      'INDIVIDUAL_BASIC',
    );
  });
});
