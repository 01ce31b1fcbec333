import Stripe from 'stripe';
import type { CheckoutRequest, CustomerRow, PaymentProvider, SubscriptionRow } from './payment-provider.ts';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** The price of a plan in a currency is found by its lookup key, e.g. `INDIVIDUAL_PRO_PLAN_krw`. */
export const priceLookupKey = (plan: string, currency: string) => `${plan}_${currency.toLowerCase()}`;

/**
 * The card provider through its official SDK. Stripe keeps the subscription and invoices by itself;
 * what it does comes back through the webhooks (stripe-webhooks.ts), so `cards` is null.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'STRIPE' as const;
  readonly cards = null;
  readonly stripe: Stripe;

  constructor(readonly keys: StripeKeys) {
    this.stripe = new Stripe(keys.secretKey);
  }

  async createCustomer(input: { email: string; name: string; ownerType: string; ownerId: string }) {
    const customer = await this.stripe.customers.create({
      email: input.email,
      name: input.name,
      metadata: { ownerType: input.ownerType, ownerId: input.ownerId },
    });
    return customer.id;
  }

  async deleteCustomer(customer: CustomerRow): Promise<void> {
    await this.stripe.customers.del(customer.provider_customer_id);
  }

  async createCheckout(request: CheckoutRequest) {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: request.customer.provider_customer_id,
      line_items: [{ price: await this.priceId(request.plan, request.currency), quantity: request.seats }],
      subscription_data: {
        // The webhook finds our checkout (owner, plan, seats) by this id.
        metadata: { checkoutId: request.checkoutId },
        ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
      },
      metadata: { checkoutId: request.checkoutId },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url.`);
    return { providerSessionId: session.id, url: session.url };
  }

  async createPortal(customer: CustomerRow, returnUrl: string): Promise<string> {
    const portal = await this.stripe.billingPortal.sessions.create({
      customer: customer.provider_customer_id,
      return_url: returnUrl,
    });
    return portal.url;
  }

  async changeSubscription(
    subscription: SubscriptionRow,
    change: { plan: string; seats: number; prorate: boolean },
  ) {
    const id = this.providerId(subscription);
    const current = await this.stripe.subscriptions.retrieve(id);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${id} has no item.`);
    await this.stripe.subscriptions.update(id, {
      items: [
        {
          id: item.id,
          price: await this.priceId(change.plan, subscription.currency),
          quantity: change.seats,
        },
      ],
      // An increase is invoiced prorated at once; a decrease bills from the next period, with no credit.
      proration_behavior: change.prorate ? 'always_invoice' : 'none',
    });
  }

  async setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void> {
    await this.stripe.subscriptions.update(this.providerId(subscription), { cancel_at_period_end: cancel });
  }

  async cancelNow(subscription: SubscriptionRow): Promise<void> {
    await this.stripe.subscriptions.cancel(this.providerId(subscription));
  }

  async retryOpenInvoices(subscription: SubscriptionRow): Promise<boolean> {
    const open = await this.stripe.invoices.list({
      subscription: this.providerId(subscription),
      status: 'open',
    });
    for (const invoice of open.data) {
      if (!invoice.id) continue;
      const paid = await this.stripe.invoices.pay(invoice.id);
      if (paid.status !== 'paid') return false;
    }
    return true;
  }

  private async priceId(plan: string, currency: string): Promise<string> {
    const key = priceLookupKey(plan, currency);
    const prices = await this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price)
      throw new Error(`No active Stripe price has the lookup key ${key}; create it in the dashboard.`);
    return price.id;
  }

  private providerId(subscription: SubscriptionRow): string {
    if (!subscription.provider_subscription_id) {
      throw new Error(`Subscription ${subscription.id} has no Stripe id yet.`);
    }
    return subscription.provider_subscription_id;
  }
}
