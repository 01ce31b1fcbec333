import { RenderQuotaTier } from '@roomcraft/contract';
import { conflict, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type PlanRow, unitsFor } from '../quotas/plans.repository.ts';
import type { BillingOwner, CheckoutRow } from './billing.repository.ts';
import { type BillingContext, cardDeclined, checkedSeats, planForSale } from './billing-context.ts';
import { periodAmount, prorationAmount, remainingShare } from './billing-rules.ts';
import type { SubscriptionRow } from './payment-provider.ts';

type Tier = (typeof RenderQuotaTier)[number];

/** What the provider says of a subscription it has just started. */
export interface StartedSubscription {
  providerSubscriptionId: string | null;
  status: SubscriptionRow['status'];
  periodStart: Date;
  periodEnd: Date;
}

/**
 * The subscription rules (docs/decisions/billing.md): increases prorate and grant at once,
 * decreases wait for the period end, cancelling keeps or ends the units, reactivation restores.
 */
export class SubscriptionsService {
  constructor(private readonly ctx: BillingContext) {}

  async live(owner: BillingOwner): Promise<SubscriptionRow> {
    const subscription = await this.ctx.repository.subscriptionOf(owner);
    if (!subscription || subscription.status === 'CANCELED') throw notFound('subscription');
    return subscription;
  }

  async view(owner: BillingOwner) {
    const { repository, plans } = this.ctx;
    const subscription = (await repository.subscriptionOf(owner)) ?? null;
    const invoices = await repository.invoicesOf(await repository.subscriptionIdsOf(owner));
    let upcomingInvoice = null;
    if (subscription && subscription.status !== 'CANCELED' && !subscription.cancel_at_period_end) {
      const plan = (await plans.byPlan(subscription.pending_plan ?? subscription.plan))!;
      const seats = subscription.pending_seats ?? subscription.seats;
      upcomingInvoice = {
        date: subscription.current_period_end.toISOString(),
        plan: plan.plan,
        seats,
        amount: periodAmount(plan, seats, subscription.currency),
        currency: subscription.currency,
      };
    }
    return { subscription, upcomingInvoice, invoices };
  }

  /** A completed checkout becomes the owner's subscription. */
  async start(checkout: CheckoutRow, started: StartedSubscription): Promise<SubscriptionRow> {
    const existing = await this.ctx.repository.subscriptionOf({
      type: checkout.owner_type,
      id: checkout.owner_id,
    });
    if (existing && existing.status !== 'CANCELED') {
      throw conflict('A subscription is already live; change its plan instead.', 'subscription_exists');
    }
    const subscription = await this.ctx.repository.db
      .insertInto('subscriptions')
      .values({
        id: newId(),
        owner_type: checkout.owner_type,
        owner_id: checkout.owner_id,
        customer_id: checkout.customer_id,
        provider: checkout.provider,
        provider_subscription_id: started.providerSubscriptionId,
        plan: checkout.plan,
        seats: checkout.seats,
        currency: checkout.currency,
        status: started.status,
        current_period_start: started.periodStart,
        current_period_end: started.periodEnd,
        pending_plan: null,
        pending_seats: null,
        past_due_since: null,
        canceled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (checkout.owner_type === 'ENTERPRISE') {
      await this.ctx.repository.setEnterpriseSeats(checkout.owner_id, checkout.seats);
    }
    await this.ctx.notifier.notify('subscription.started', subscription);
    return subscription;
  }

  /**
   * A new plan or seat count. A bigger plan or more seats are charged prorated now and their units
   * granted at once (the plan's difference in full, added seats prorated); a smaller plan or fewer
   * seats wait for the period end.
   */
  async change(owner: BillingOwner, to: { plan?: string; seats?: number }): Promise<SubscriptionRow> {
    const { repository, plans, quotas, provider, clock } = this.ctx;
    const subscription = await this.live(owner);
    const current = (await plans.byPlan(subscription.plan))!;
    const target = to.plan ? await planForSale(plans, to.plan, owner.type) : current;
    const seats = await checkedSeats(repository, owner, to.seats ?? subscription.seats);
    const now = clock.now();
    const share = remainingShare(
      { start: subscription.current_period_start, end: subscription.current_period_end },
      now,
    );
    const nowPlan = target.rank > current.rank ? target : current;
    const nowSeats = Math.max(seats, subscription.seats);
    const increases = nowPlan !== current || nowSeats !== subscription.seats;
    if (increases) {
      // Open the period's quota on the old plan first, so the grant below adds to it exactly once.
      const quota = await quotas.current(owner);
      const amount =
        subscription.status === 'TRIALING'
          ? 0
          : prorationAmount(
              { plan: current, seats: subscription.seats },
              { plan: nowPlan, seats: nowSeats },
              subscription.currency,
              share,
            );
      if (provider.cards) {
        const customer = (await repository.customerById(subscription.customer_id))!;
        if (!(await provider.cards.charge(customer, amount, subscription.currency))) throw cardDeclined();
        await repository.addInvoice({
          id: newId(),
          subscription_id: subscription.id,
          reason: 'SUBSCRIPTION_UPDATE',
          description: `${nowPlan.plan} × ${nowSeats}, prorated for the rest of the period`,
          amount,
          currency: subscription.currency,
          status: 'PAID',
          period_start: now,
          period_end: subscription.current_period_end,
          provider_invoice_id: null,
          created_at: now,
          paid_at: now,
        });
      }
      await quotas.addUnits(
        quota.id,
        nowPlan.plan,
        grantOf(current, subscription.seats, nowPlan, nowSeats, share),
      );
    }
    await provider.changeSubscription(subscription, { plan: target.plan, seats, prorate: increases });
    const updated = await repository.updateSubscription(subscription.id, {
      plan: nowPlan.plan,
      seats: nowSeats,
      pending_plan: target.rank < current.rank ? target.plan : null,
      pending_seats: seats < subscription.seats ? seats : null,
    });
    if (owner.type === 'ENTERPRISE' && nowSeats !== subscription.seats) {
      await repository.setEnterpriseSeats(owner.id, nowSeats);
    }
    await this.ctx.notifier.notify('subscription.changed', updated);
    return updated;
  }

  /** The subscription ends at the period end; its units stay until then. */
  async cancelAtPeriodEnd(owner: BillingOwner): Promise<SubscriptionRow> {
    const subscription = await this.live(owner);
    await this.ctx.provider.setCancelAtPeriodEnd(subscription, true);
    const updated = await this.ctx.repository.updateSubscription(subscription.id, {
      cancel_at_period_end: true,
    });
    await this.ctx.notifier.notify('subscription.cancel_scheduled', updated);
    return updated;
  }

  /** The subscription ends now, and so do its units; the owner is back on the free plan. */
  async cancelNow(owner: BillingOwner): Promise<SubscriptionRow> {
    const subscription = await this.live(owner);
    await this.ctx.provider.cancelNow(subscription);
    return this.endNow(subscription);
  }

  async endNow(subscription: SubscriptionRow): Promise<SubscriptionRow> {
    const now = this.ctx.clock.now();
    const updated = await this.ctx.repository.updateSubscription(subscription.id, {
      status: 'CANCELED',
      canceled_at: now,
    });
    await this.ctx.quotas.endPeriods(subscription.id, now);
    await this.ctx.notifier.notify('subscription.ended', updated);
    return updated;
  }

  /** Undoes a cancellation at period end, or pays what is past due with the saved card. */
  async reactivate(owner: BillingOwner): Promise<SubscriptionRow> {
    const { repository, provider } = this.ctx;
    const subscription = await repository.subscriptionOf(owner);
    if (!subscription) throw notFound('subscription');
    if (subscription.status === 'CANCELED') {
      throw conflict('This subscription has ended; choose a plan to start a new one.', 'subscription_ended');
    }
    let updated: SubscriptionRow;
    if (subscription.cancel_at_period_end) {
      await provider.setCancelAtPeriodEnd(subscription, false);
      updated = await repository.updateSubscription(subscription.id, { cancel_at_period_end: false });
    } else if (subscription.status === 'PAST_DUE') {
      if (!(await provider.retryOpenInvoices(subscription))) throw cardDeclined();
      updated = await repository.updateSubscription(subscription.id, {
        status: 'ACTIVE',
        past_due_since: null,
      });
    } else {
      throw conflict(
        'The subscription is active and not cancelled: nothing to reactivate.',
        'nothing_to_reactivate',
      );
    }
    await this.ctx.notifier.notify('subscription.reactivated', updated);
    return updated;
  }
}

/** Units granted at once: the new plan's difference in full, seats added for the rest of the period. */
function grantOf(from: PlanRow, fromSeats: number, to: PlanRow, toSeats: number, share: number) {
  const extra: Partial<Record<Tier, number>> = {};
  for (const tier of RenderQuotaTier) {
    const planDifference = unitsFor(to, tier, fromSeats) - unitsFor(from, tier, fromSeats);
    const seatDifference = unitsFor(to, tier, toSeats) - unitsFor(to, tier, fromSeats);
    extra[tier] = Math.max(0, planDifference) + Math.floor(seatDifference * share);
  }
  return extra;
}
