import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { RouteBinding } from '../../http/routes.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PeriodicTask } from '../../lib/periodic-tasks.ts';
import type { PlansRepository } from '../quotas/plans.repository.ts';
import type { QuotasService } from '../quotas/quotas.service.ts';
import { BillingRepository } from './billing.repository.ts';
import { billingBindings } from './billing.routes.ts';
import type { BillingContext } from './billing-context.ts';
import { CheckoutService } from './checkout.service.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import { Renewals } from './renewals.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { StripeWebhooks } from './stripe-webhooks.ts';
import { noSubscriptionNotifications, type SubscriptionNotifier } from './subscription-events.ts';
import { SubscriptionsService } from './subscriptions.service.ts';

export interface Billing {
  bindings: RouteBinding[];
  tasks: PeriodicTask[];
  renewals: Renewals;
  /** Moves the platform's clock and renews what fell due (the local provider's test clock). */
  advanceClock(ms: number): Promise<Date>;
}

export interface BillingOptions {
  db: Kysely<DB>;
  config: Config;
  clock: Clock;
  plans: PlansRepository;
  quotas: QuotasService;
  notifier?: SubscriptionNotifier;
}

/** Subscriptions and payments, on the configured provider (the local one unless Stripe's keys are given). */
export function createBilling({ db, config, clock, plans, quotas, notifier }: BillingOptions): Billing {
  const local = config.payments.provider === 'local' ? new LocalPaymentProvider(db, clock) : null;
  const stripe =
    config.payments.provider === 'stripe' ? new StripePaymentProvider(config.payments.stripe) : null;
  const provider = local ?? stripe!;
  const ctx: BillingContext = {
    repository: new BillingRepository(db),
    plans,
    quotas,
    provider,
    notifier: notifier ?? noSubscriptionNotifications,
    clock,
  };
  const subscriptions = new SubscriptionsService(ctx);
  const checkout = new CheckoutService(ctx, subscriptions, local, config.publicUrl);
  const renewals = new Renewals(ctx);
  const webhooks = stripe ? new StripeWebhooks(ctx, stripe, subscriptions, checkout, renewals) : null;
  return {
    bindings: billingBindings({
      plans,
      subscriptions,
      checkout,
      provider,
      webhooks,
      publicUrl: config.publicUrl,
    }),
    // Stripe renews by itself and says so through webhooks; the local provider renews here.
    tasks: local
      ? [{ name: 'local subscription renewals', everyMs: 60_000, run: () => renewals.renewDue() }]
      : [],
    renewals,
    async advanceClock(ms) {
      const now = clock.advance(ms);
      await renewals.renewDue();
      return now;
    },
  };
}
