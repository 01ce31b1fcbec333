import { newId } from '../../lib/ids.ts';
import type { BillingContext } from './billing-context.ts';
import { addMonth, periodAmount } from './billing-rules.ts';
import type { SubscriptionRow } from './payment-provider.ts';

/** What the provider reports of a new period (Stripe); without it, the local provider is charged here. */
export interface ReportedPeriod {
  start: Date;
  end: Date;
  status: SubscriptionRow['status'];
}

/**
 * Period boundaries: a subscription cancelled at period end ends; otherwise waiting downgrades take
 * effect, the next period is charged, and a failed payment moves it to past due (its renders stop
 * after the grace period; nothing is deleted). The new period's units open on first use.
 */
export class Renewals {
  constructor(private readonly ctx: BillingContext) {}

  /** Renews every local subscription whose period has ended, as many periods as have passed. */
  async renewDue(): Promise<number> {
    const now = this.ctx.clock.now();
    let renewed = 0;
    for (let subscription of await this.ctx.repository.dueForRenewal(this.ctx.provider.name, now)) {
      while (subscription.status !== 'CANCELED' && subscription.current_period_end <= now) {
        subscription = await this.advance(subscription);
        renewed++;
      }
    }
    return renewed;
  }

  async advance(subscription: SubscriptionRow, reported?: ReportedPeriod): Promise<SubscriptionRow> {
    const { repository, plans, provider, notifier } = this.ctx;
    if (subscription.cancel_at_period_end) {
      const ended = await repository.updateSubscription(subscription.id, {
        status: 'CANCELED',
        canceled_at: subscription.current_period_end,
      });
      await notifier.notify('subscription.ended', ended);
      return ended;
    }
    const plan = (await plans.byPlan(subscription.pending_plan ?? subscription.plan))!;
    const seats = subscription.pending_seats ?? subscription.seats;
    const start = reported?.start ?? subscription.current_period_end;
    const end = reported?.end ?? addMonth(start);
    let status = reported?.status ?? 'ACTIVE';
    if (provider.cards) {
      const customer = await repository.customerById(subscription.customer_id);
      const amount = periodAmount(plan, seats, subscription.currency);
      const paid =
        customer !== undefined && (await provider.cards.charge(customer, amount, subscription.currency));
      status = paid ? 'ACTIVE' : 'PAST_DUE';
      await repository.addInvoice({
        id: newId(),
        subscription_id: subscription.id,
        reason: 'SUBSCRIPTION_CYCLE',
        description: `${plan.plan} × ${seats}`,
        amount,
        currency: subscription.currency,
        status: paid ? 'PAID' : 'OPEN',
        period_start: start,
        period_end: end,
        provider_invoice_id: null,
        created_at: start,
        paid_at: paid ? start : null,
      });
    }
    const renewed = await repository.updateSubscription(subscription.id, {
      plan: plan.plan,
      seats,
      pending_plan: null,
      pending_seats: null,
      current_period_start: start,
      current_period_end: end,
      status,
      past_due_since: status === 'PAST_DUE' ? (subscription.past_due_since ?? start) : null,
    });
    if (subscription.owner_type === 'ENTERPRISE' && seats !== subscription.seats) {
      await repository.setEnterpriseSeats(subscription.owner_id, seats);
    }
    await notifier.notify(
      status === 'PAST_DUE' ? 'subscription.payment_failed' : 'subscription.renewed',
      renewed,
    );
    return renewed;
  }
}
