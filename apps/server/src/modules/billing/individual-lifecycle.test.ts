import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { LOCAL_TEST_CARDS } from './local-provider.ts';

const DAY = 86_400_000;
type Tier = { tier: string; limit: number; used: number; remaining: number };

/** A personal user's whole subscription lifecycle on the local provider, time moved by its clock. */
describe('an individual subscription on the local provider', () => {
  let t: TestApp;
  let token: string;
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api/v1${path}`, { token, ...(body !== undefined ? { body } : {}) });
  const quota = async () => (await call('GET', '/subscription-quotas')).json.quotas[0];
  const units = async (tier: string) => (await quota()).tiers.find((x: Tier) => x.tier === tier) as Tier;
  const billing = async () => (await call('GET', '/payments/individual/subscription')).json;
  const consume = async (tier: string) =>
    call('DELETE', `/subscription-quotas/${(await quota()).id}/${tier}`);

  beforeAll(async () => {
    t = await createTestApp({ clock: new Clock(new Date('2026-03-10T09:00:00Z')) });
    token = await t.login('personal@demo.example');
  });
  afterAll(() => t.close());

  it('subscribes through the simulated checkout: a declined card changes nothing, a good one pays', async () => {
    expect((await quota()).plan).toBe('INDIVIDUAL_BASIC');
    const started = await call('POST', '/payments/individual/subscription', { plan: 'INDIVIDUAL_STANDARD' });
    expect(started.status).toBe(201);
    const checkout = started.json.checkoutSession;
    expect(checkout).toMatchObject({
      provider: 'LOCAL',
      amountDueToday: 19_000,
      currency: 'KRW',
      status: 'OPEN',
    });
    expect(checkout.url).toBe(`/billing/checkout/${checkout.id}`);

    const declined = await call('POST', `/payments/checkout-sessions/${checkout.id}/local-payment`, {
      cardNumber: LOCAL_TEST_CARDS.declined,
    });
    expect(declined.status).toBe(402);
    expect(declined.json.code).toBe('card_declined');
    expect((await billing()).subscription).toBeNull();

    const paid = await call('POST', `/payments/checkout-sessions/${checkout.id}/local-payment`, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.json.subscription).toMatchObject({ plan: 'INDIVIDUAL_STANDARD', status: 'ACTIVE' });
    const again = await call('POST', `/payments/checkout-sessions/${checkout.id}/local-payment`, {
      cardNumber: LOCAL_TEST_CARDS.succeeds,
    });
    expect(again.json.code).toBe('checkout_completed');
    const view = await billing();
    expect(view.invoices).toMatchObject([{ reason: 'SUBSCRIPTION_CREATE', amount: 19_000, status: 'PAID' }]);
    expect(view.upcomingInvoice).toMatchObject({ plan: 'INDIVIDUAL_STANDARD', amount: 19_000 });
    expect((await quota()).plan).toBe('INDIVIDUAL_STANDARD');
    expect(await units('4k-render')).toMatchObject({ limit: 10, used: 0 });
  });

  it('upgrades at once with a prorated charge and the plan’s difference granted; downgrades at the period end', async () => {
    expect((await consume('4k-render')).status).toBe(200);
    const { subscription } = await billing();
    const half =
      (new Date(subscription.currentPeriodEnd).getTime() -
        new Date(subscription.currentPeriodStart).getTime()) /
      2;
    await t.platform.billing.advanceClock(half);
    const upgraded = await call('POST', '/payments/individual/subscription', { plan: 'INDIVIDUAL_PRO_PLAN' });
    expect(upgraded.json.subscription).toMatchObject({ plan: 'INDIVIDUAL_PRO_PLAN', pendingPlan: null });
    expect(await units('4k-render')).toMatchObject({ limit: 50, used: 1 });
    const proration = (await billing()).invoices.find(
      (i: { reason: string }) => i.reason === 'SUBSCRIPTION_UPDATE',
    );
    expect(proration.amount).toBe(15_000); // (49,000 − 19,000) × half the period

    const downgraded = await call('POST', '/payments/individual/subscription', {
      plan: 'INDIVIDUAL_STANDARD',
    });
    expect(downgraded.json.subscription).toMatchObject({
      plan: 'INDIVIDUAL_PRO_PLAN',
      pendingPlan: 'INDIVIDUAL_STANDARD',
    });
    expect(await units('4k-render')).toMatchObject({ limit: 50, used: 1 });
    expect((await billing()).upcomingInvoice).toMatchObject({ plan: 'INDIVIDUAL_STANDARD', amount: 19_000 });
  });

  it('renews at the period boundary: the waiting downgrade applies, the period is charged, units are fresh', async () => {
    const before = (await billing()).subscription;
    await t.platform.billing.advanceClock(
      new Date(before.currentPeriodEnd).getTime() - t.platform.clock.now().getTime(),
    );
    const { subscription, invoices } = await billing();
    expect(subscription).toMatchObject({ plan: 'INDIVIDUAL_STANDARD', pendingPlan: null, status: 'ACTIVE' });
    expect(subscription.currentPeriodStart).toBe(before.currentPeriodEnd);
    expect(invoices[0]).toMatchObject({ reason: 'SUBSCRIPTION_CYCLE', amount: 19_000, status: 'PAID' });
    expect(await units('4k-render')).toMatchObject({ limit: 10, used: 0 });
  });

  it('cancelled at period end keeps the units until then; reactivation undoes it; at the end it is over', async () => {
    const cancelled = await call('DELETE', '/payments/individual/subscription/period-end');
    expect(cancelled.json.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'ACTIVE' });
    expect((await billing()).upcomingInvoice).toBeNull();
    expect((await units('4k-render')).limit).toBe(10);
    const reactivated = await call('PATCH', '/payments/individual/subscription/reactivation');
    expect(reactivated.json.subscription.cancelAtPeriodEnd).toBe(false);
    const nothing = await call('PATCH', '/payments/individual/subscription/reactivation');
    expect(nothing.json.code).toBe('nothing_to_reactivate');

    await call('DELETE', '/payments/individual/subscription/period-end');
    await t.platform.billing.advanceClock(31 * DAY);
    expect((await billing()).subscription).toMatchObject({ status: 'CANCELED' });
    expect((await quota()).plan).toBe('INDIVIDUAL_BASIC');
    expect((await call('PATCH', '/payments/individual/subscription/reactivation')).json.code).toBe(
      'subscription_ended',
    );
  });

  it('a trial on a card that declines later goes past due, keeps rendering for the grace, then stops new renders', async () => {
    const { checkoutSession } = (
      await call('POST', '/payments/individual/subscription', { plan: 'INDIVIDUAL_STANDARD', trialDays: 7 })
    ).json;
    expect(checkoutSession.amountDueToday).toBe(0);
    const trial = await call('POST', `/payments/checkout-sessions/${checkoutSession.id}/local-payment`, {
      cardNumber: LOCAL_TEST_CARDS.declinesLater,
    });
    expect(trial.json.subscription.status).toBe('TRIALING');
    expect((await consume('hd-render')).status).toBe(200);

    await t.platform.billing.advanceClock(7 * DAY + 1000);
    const pastDue = (await billing()).subscription;
    expect(pastDue).toMatchObject({ status: 'PAST_DUE', plan: 'INDIVIDUAL_STANDARD' });
    expect((await billing()).invoices[0]).toMatchObject({ status: 'OPEN', amount: 19_000 });
    expect((await consume('hd-render')).status).toBe(200); // within the grace period

    await t.platform.billing.advanceClock(8 * DAY);
    const refused = await consume('hd-render');
    expect(refused.status).toBe(402);
    expect(refused.json.code).toBe('payment_past_due');
    expect((await units('hd-render')).used).toBe(1); // nothing taken, nothing deleted

    expect((await call('PATCH', '/payments/individual/subscription/reactivation')).status).toBe(402);
    expect(
      (await call('PUT', '/payments/local-card', { cardNumber: LOCAL_TEST_CARDS.succeeds })).status,
    ).toBe(200);
    const paid = await call('PATCH', '/payments/individual/subscription/reactivation');
    expect(paid.json.subscription).toMatchObject({ status: 'ACTIVE', pastDueSince: null });
    expect((await billing()).invoices[0].status).toBe('PAID');
    expect((await consume('hd-render')).status).toBe(200);
  });

  it('cancelled now ends the plan’s units now', async () => {
    expect((await quota()).plan).toBe('INDIVIDUAL_STANDARD');
    const ended = await call('DELETE', '/payments/individual/subscription/now');
    expect(ended.json.subscription.status).toBe('CANCELED');
    expect((await quota()).plan).toBe('INDIVIDUAL_BASIC');
    expect((await call('DELETE', '/payments/individual/subscription/now')).status).toBe(404);
  });
});
