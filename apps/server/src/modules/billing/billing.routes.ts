import { RenderQuotaTier, billingRoutes as r } from '@roomcraft/contract';
import { HttpError } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import type { PlansRepository } from '../quotas/plans.repository.ts';
import {
  presentCheckout,
  presentCustomer,
  presentInvoice,
  presentSubscription,
} from './billing.presenter.ts';
import { enterprisePayer, individualPayer } from './billing-owner.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { StripeWebhooks } from './stripe-webhooks.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export interface BillingRouteDeps {
  plans: PlansRepository;
  subscriptions: SubscriptionsService;
  checkout: CheckoutService;
  provider: PaymentProvider;
  webhooks: StripeWebhooks | null;
  publicUrl: string;
}

export function billingBindings({
  plans,
  subscriptions,
  checkout,
  provider,
  webhooks,
  publicUrl,
}: BillingRouteDeps) {
  const priced = async (audience?: 'ENTERPRISE') => ({
    plans: (await plans.all())
      .filter((p) => !audience || p.audience === audience)
      .map((p) => ({
        plan: p.plan as never,
        audience: p.audience,
        rank: p.rank,
        includedSeats: p.included_seats,
        prices: { KRW: p.price_krw, USD: p.price_usd },
        tiers: RenderQuotaTier.map((tier) => ({ tier, limit: p.units[tier] })),
      })),
  });
  const view = async (owner: Parameters<SubscriptionsService['view']>[0]) => {
    const { subscription, upcomingInvoice, invoices } = await subscriptions.view(owner);
    return {
      subscription: subscription && presentSubscription(subscription),
      upcomingInvoice: upcomingInvoice as never,
      invoices: invoices.map(presentInvoice),
    };
  };
  const answer = async (pending: Promise<Parameters<typeof presentSubscription>[0]>) => ({
    subscription: presentSubscription(await pending),
  });
  const checkoutAnswer = async (row: Parameters<typeof presentCheckout>[0]) =>
    presentCheckout(row, await checkout.amountDueToday(row));
  const reader = (user: Parameters<typeof enterprisePayer>[0], id: string) =>
    enterprisePayer(user, id, 'read').owner;
  const admin = (user: Parameters<typeof enterprisePayer>[0], id: string) =>
    enterprisePayer(user, id, 'write');

  return [
    bind(r.plans, async () => priced()),
    bind(r.enterprisePrices, async () => priced('ENTERPRISE')),
    bind(r.createEnterpriseCustomer, async ({ user, params, body }) => ({
      customer: presentCustomer(await checkout.createCustomer(admin(user, params.enterpriseId), body)),
    })),
    bind(r.enterpriseCustomer, async ({ user, params }) => ({
      customer: presentCustomer(await checkout.customer(reader(user, params.enterpriseId))),
    })),
    bind(r.deleteEnterpriseCustomer, async ({ user, params }) => {
      await checkout.deleteCustomer(admin(user, params.enterpriseId).owner);
      return { ok: true as const };
    }),
    bind(r.individualCustomer, async ({ user }) => ({
      customer: presentCustomer(await checkout.customer(individualPayer(user).owner)),
    })),
    bind(r.deleteIndividualCustomer, async ({ user }) => {
      await checkout.deleteCustomer(individualPayer(user).owner);
      return { ok: true as const };
    }),
    bind(r.enterpriseCheckout, async ({ user, params, body }) => ({
      checkoutSession: await checkoutAnswer(await checkout.start(admin(user, params.enterpriseId), body)),
    })),
    bind(r.enterprisePortal, async ({ user, params }) => {
      const customer = await checkout.ensureCustomer(admin(user, params.enterpriseId));
      return { url: await provider.createPortal(customer, `${publicUrl}/billing`) };
    }),
    bind(r.enterpriseSubscription, async ({ user, params }) => view(reader(user, params.enterpriseId))),
    bind(r.changeEnterpriseSubscription, async ({ user, params, body }) =>
      answer(subscriptions.change(admin(user, params.enterpriseId).owner, body)),
    ),
    bind(r.reactivateEnterpriseSubscription, async ({ user, params }) =>
      answer(subscriptions.reactivate(admin(user, params.enterpriseId).owner)),
    ),
    bind(r.cancelEnterpriseAtPeriodEnd, async ({ user, params }) =>
      answer(subscriptions.cancelAtPeriodEnd(admin(user, params.enterpriseId).owner)),
    ),
    bind(r.cancelEnterpriseNow, async ({ user, params }) =>
      answer(subscriptions.cancelNow(admin(user, params.enterpriseId).owner)),
    ),
    // A payer with a live subscription changes its plan here (there is no individual PATCH).
    bind(r.createIndividualSubscription, async ({ user, body }) => {
      const payer = individualPayer(user);
      const live = await subscriptions.view(payer.owner);
      if (live.subscription && live.subscription.status !== 'CANCELED') {
        const changed = await subscriptions.change(payer.owner, { plan: body.plan });
        return { subscription: presentSubscription(changed), checkoutSession: null };
      }
      return { subscription: null, checkoutSession: await checkoutAnswer(await checkout.start(payer, body)) };
    }),
    bind(r.individualSubscription, async ({ user }) => view(individualPayer(user).owner)),
    bind(r.reactivateIndividualSubscription, async ({ user }) =>
      answer(subscriptions.reactivate(individualPayer(user).owner)),
    ),
    bind(r.cancelIndividualAtPeriodEnd, async ({ user }) =>
      answer(subscriptions.cancelAtPeriodEnd(individualPayer(user).owner)),
    ),
    bind(r.cancelIndividualNow, async ({ user }) =>
      answer(subscriptions.cancelNow(individualPayer(user).owner)),
    ),
    bind(r.checkoutSession, async ({ user, params }) => ({
      checkoutSession: await checkoutAnswer(await checkout.checkoutFor(user, params.id)),
    })),
    bind(r.payLocalCheckout, async ({ user, params, body }) =>
      answer(checkout.payLocally(user, params.id, body.cardNumber)),
    ),
    bind(r.replaceLocalCard, async ({ user, body }) => {
      await checkout.replaceLocalCard(user, body.cardNumber);
      return { ok: true as const };
    }),
    bind(r.stripeWebhook, async ({ request }) => {
      if (!webhooks) {
        throw new HttpError(
          404,
          'not_found',
          'The card provider is not configured (PAYMENT_PROVIDER=stripe).',
        );
      }
      const signature = request.headers['stripe-signature'];
      const { duplicate } = await webhooks.receive(
        request.rawBody,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, duplicate };
    }),
  ];
}
