import type Stripe from 'stripe';
import { invalidField } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { InvoiceRow } from './billing.repository.ts';
import type { BillingContext } from './billing-context.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { SubscriptionRow } from './payment-provider.ts';
import type { Renewals } from './renewals.ts';
import type { StripePaymentProvider } from './stripe-provider.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const STATUS: Record<string, SubscriptionRow['status']> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  incomplete: 'PAST_DUE',
  paused: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
};
const REASON: Record<string, InvoiceRow['reason']> = {
  subscription_create: 'SUBSCRIPTION_CREATE',
  subscription_cycle: 'SUBSCRIPTION_CYCLE',
};
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * Stripe's events, verified by their signature and applied once: the event id is recorded with
 * the change, so a replayed event changes nothing (docs/decisions/billing.md).
 */
export class StripeWebhooks {
  constructor(
    private readonly ctx: BillingContext,
    private readonly stripe: StripePaymentProvider,
    private readonly subscriptions: SubscriptionsService,
    private readonly checkout: CheckoutService,
    private readonly renewals: Renewals,
  ) {}

  /** Verifies and applies one delivery; whether it was a replay of an event already applied. */
  async receive(rawBody: string | undefined, signature: string | undefined): Promise<{ duplicate: boolean }> {
    let event: Stripe.Event;
    try {
      event = this.stripe.stripe.webhooks.constructEvent(
        rawBody ?? '',
        signature ?? '',
        this.stripe.keys.webhookSecret,
      );
    } catch (error) {
      throw invalidField('stripe-signature', `does not sign this body: ${(error as Error).message}`);
    }
    const db = this.ctx.repository.db;
    const recorded = await db
      .insertInto('billing_webhook_events')
      .values({ event_id: event.id, type: event.type })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return { duplicate: true };
    try {
      await this.apply(event);
    } catch (error) {
      // Not applied: forget the event so the provider's retry is applied, then answer the failure.
      await db.deleteFrom('billing_webhook_events').where('event_id', '=', event.id).execute();
      throw error;
    }
    return { duplicate: false };
  }

  private async apply(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        await this.subscriptionChanged(event.data.object);
        return;
      case 'customer.subscription.deleted': {
        const row = await this.ctx.repository.byProviderSubscription(event.data.object.id);
        if (row && row.status !== 'CANCELED') await this.subscriptions.endNow(row);
        return;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
        await this.invoiceSettled(event.data.object, event.type === 'invoice.paid');
        return;
      default:
      // Other events are recorded and need nothing.
    }
  }

  private async subscriptionChanged(remote: Stripe.Subscription): Promise<void> {
    const item = remote.items.data[0];
    if (!item) throw invalidField('data.object.items', 'has no item');
    const period = { start: fromUnix(item.current_period_start), end: fromUnix(item.current_period_end) };
    const status = STATUS[remote.status] ?? 'PAST_DUE';
    const row = await this.ctx.repository.byProviderSubscription(remote.id);
    if (!row) {
      // Events may arrive in any order: the first one that names our checkout starts the subscription.
      const checkout = await this.ctx.repository.checkoutById(remote.metadata.checkoutId ?? '');
      if (!checkout)
        throw invalidField('data.object.metadata.checkoutId', 'names no checkout of this platform');
      await this.subscriptions.start(checkout, {
        providerSubscriptionId: remote.id,
        status,
        periodStart: period.start,
        periodEnd: period.end,
      });
      await this.checkout.complete(checkout.id, this.ctx.clock.now());
      return;
    }
    if (row.status === 'CANCELED') return;
    if (period.start > row.current_period_start) {
      await this.renewals.advance(row, { ...period, status });
      return;
    }
    await this.ctx.repository.updateSubscription(row.id, {
      status,
      cancel_at_period_end: remote.cancel_at_period_end,
      past_due_since: status === 'PAST_DUE' ? (row.past_due_since ?? this.ctx.clock.now()) : null,
    });
  }

  private async invoiceSettled(invoice: Stripe.Invoice, paid: boolean): Promise<void> {
    const parent = invoice.parent?.subscription_details?.subscription;
    const remoteId = typeof parent === 'string' ? parent : parent?.id;
    const row = remoteId ? await this.ctx.repository.byProviderSubscription(remoteId) : undefined;
    if (!row) return; // an invoice of something else than a subscription of ours
    const now = this.ctx.clock.now();
    await this.ctx.repository.addInvoice({
      id: newId(),
      subscription_id: row.id,
      reason: REASON[invoice.billing_reason ?? ''] ?? 'SUBSCRIPTION_UPDATE',
      description: invoice.lines.data[0]?.description ?? row.plan,
      amount: invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      status: paid ? 'PAID' : 'OPEN',
      period_start: fromUnix(invoice.period_start),
      period_end: fromUnix(invoice.period_end),
      provider_invoice_id: invoice.id ?? null,
      created_at: fromUnix(invoice.created),
      paid_at: paid ? now : null,
    });
    if (paid && row.status === 'PAST_DUE') {
      const updated = await this.ctx.repository.updateSubscription(row.id, {
        status: 'ACTIVE',
        past_due_since: null,
      });
      await this.ctx.notifier.notify('subscription.reactivated', updated);
    } else if (!paid) {
      const updated = await this.ctx.repository.updateSubscription(row.id, {
        status: 'PAST_DUE',
        past_due_since: row.past_due_since ?? now,
      });
      await this.ctx.notifier.notify('subscription.payment_failed', updated);
    }
  }
}
