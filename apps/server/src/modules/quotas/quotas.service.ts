import {
  ErrorCode,
  PAST_DUE_GRACE_DAYS,
  type QuotaPlan,
  RenderQuotaTier,
  type SubscriptionQuota,
} from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { HttpError, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import { LowQuotaNotice } from './low-quota-notice.ts';
import { type PlanRow, type PlansRepository, unitsFor } from './plans.repository.ts';
import type { QuotaRow, QuotasRepository, SubscriptionRow } from './quotas.repository.ts';

type Plan = (typeof QuotaPlan)[number];
type Tier = (typeof RenderQuotaTier)[number];
export interface QuotaOwner {
  type: 'USER' | 'ENTERPRISE';
  id: string;
}

/** An enterprise member renders on the enterprise's quota; a personal user on their own. */
export function quotaOwnerOf(user: Pick<UserRow, 'id' | 'enterprise_id'>): QuotaOwner {
  return user.enterprise_id ? { type: 'ENTERPRISE', id: user.enterprise_id } : { type: 'USER', id: user.id };
}

export function monthOf(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export const quotaExhausted = (tier: string) =>
  new HttpError(
    409,
    'quota_exhausted',
    `No ${tier} units are left in this period; they renew with the next period, or at once with a bigger plan (Billing → Plans).`,
    { tier },
  );

/** When a past-due subscription's grace ends and new renders stop. */
export function rendersPausedFrom(
  subscription: Pick<SubscriptionRow, 'status' | 'past_due_since'>,
): Date | null {
  if (subscription.status !== 'PAST_DUE' || !subscription.past_due_since) return null;
  return new Date(subscription.past_due_since.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000);
}

const paymentPastDue = (since: Date) =>
  new HttpError(
    402,
    'payment_past_due',
    `The subscription's payment failed on ${since.toISOString().slice(0, 10)}; new renders wait until it is paid (Billing → Pay now).`,
  );

interface Period {
  plan: PlanRow;
  seats: number;
  start: Date;
  end: Date;
  source: string;
  subscription?: SubscriptionRow;
}

/**
 * Render units per owner and period (docs/decisions/quotas.md, billing.md): the live subscription's
 * period and plan, or else a free calendar month on the basic plan. Every unit taken is charged
 * once and refunded at most once.
 */
export class QuotasService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: QuotasRepository,
    private readonly plans: PlansRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly lowQuota: LowQuotaNotice = new LowQuotaNotice(db),
  ) {}

  private async period(owner: QuotaOwner): Promise<Period> {
    const subscription = await this.repository.liveSubscription(owner);
    const planName =
      subscription?.plan ?? (owner.type === 'ENTERPRISE' ? 'ENTERPRISE_BASIC' : 'INDIVIDUAL_BASIC');
    const plan = await this.plans.byPlan(planName);
    if (!plan) throw new Error(`The plan ${planName} is missing from billing_plans.`);
    if (subscription) {
      return {
        plan,
        seats: subscription.seats,
        start: subscription.current_period_start,
        end: subscription.current_period_end,
        source: subscription.id,
        subscription,
      };
    }
    return { plan, seats: plan.included_seats, ...monthOf(this.now()), source: 'FREE' };
  }

  /** The owner's quota for the current period, opened on first use with the period's plan. */
  async current(owner: QuotaOwner): Promise<QuotaRow> {
    return (await this.open(owner)).quota;
  }

  private async open(owner: QuotaOwner): Promise<{ quota: QuotaRow; period: Period }> {
    const period = await this.period(owner);
    const existing = await this.repository.forPeriod(owner, period.start, period.source);
    if (existing) return { quota: existing, period };
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('subscription_quotas')
        .values({
          id,
          owner_type: owner.type,
          owner_id: owner.id,
          plan: period.plan.plan,
          period_start: period.start,
          period_end: period.end,
          source: period.source,
        })
        .onConflict((oc) => oc.columns(['owner_type', 'owner_id', 'period_start', 'source']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return; // another request opened the period first
      await trx
        .insertInto('quota_usage')
        .values(
          RenderQuotaTier.map((tier) => ({
            quota_id: id,
            tier,
            quota_limit: unitsFor(period.plan, tier, period.seats),
            used: 0,
          })),
        )
        .execute();
    });
    return { quota: (await this.repository.forPeriod(owner, period.start, period.source))!, period };
  }

  /** Grants more units in the current period at once (an upgrade, added seats). */
  async addUnits(quotaId: string, plan: string, extra: Partial<Record<Tier, number>>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('subscription_quotas').set({ plan }).where('id', '=', quotaId).execute();
      for (const [tier, units] of Object.entries(extra)) {
        if (!units) continue;
        await trx
          .updateTable('quota_usage')
          .set((eb) => ({ quota_limit: eb('quota_limit', '+', units) }))
          .where('quota_id', '=', quotaId)
          .where('tier', '=', tier)
          .execute();
      }
    });
  }

  /** A subscription cancelled now: its periods end at this instant (their usage stays recorded). */
  async endPeriods(subscriptionId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('subscription_quotas')
      .set({ period_end: at })
      .where('source', '=', subscriptionId)
      .where('period_end', '>', at)
      .execute();
  }

  async usageHistory(owner: QuotaOwner, days: number) {
    const since = new Date(this.now().getTime() - days * 86_400_000);
    return this.repository.usageSince(owner, since);
  }

  async present(quota: QuotaRow): Promise<SubscriptionQuota> {
    const usage = new Map((await this.repository.usage(quota.id)).map((u) => [u.tier, u]));
    return {
      id: quota.id,
      ownerType: quota.owner_type,
      ownerId: quota.owner_id,
      plan: quota.plan as Plan,
      periodStart: quota.period_start.toISOString(),
      periodEnd: quota.period_end.toISOString(),
      tiers: RenderQuotaTier.map((tier) => {
        const u = usage.get(tier) ?? { quota_limit: 0, used: 0 };
        return { tier, limit: u.quota_limit, used: u.used, remaining: u.quota_limit - u.used };
      }),
    };
  }

  /** The quota a user may read: their own, or their enterprise's (any member may see it). */
  async visibleFor(actor: UserRow, target: UserRow | undefined): Promise<QuotaRow> {
    const colleague =
      target &&
      (target.id === actor.id || (actor.enterprise_id && actor.enterprise_id === target.enterprise_id));
    if (!target || !colleague) throw notFound('user');
    return this.current(quotaOwnerOf(target));
  }

  /**
   * Takes one unit; the same charge key never takes a second. A render job passes its own id, so a
   * job retried on another worker is not charged again.
   */
  async charge(owner: QuotaOwner, tier: Tier, chargeKey: string): Promise<QuotaRow> {
    return this.take(owner, await this.open(owner), tier, chargeKey);
  }

  private async take(
    owner: QuotaOwner,
    { quota, period }: { quota: QuotaRow; period: Period },
    tier: Tier,
    chargeKey: string,
  ) {
    const pausedFrom = period.subscription && rendersPausedFrom(period.subscription);
    if (pausedFrom && this.now() >= pausedFrom) throw paymentPastDue(period.subscription!.past_due_since!);
    const left = await this.db.transaction().execute(async (trx) => {
      const already = await trx
        .selectFrom('quota_charges')
        .select('charge_key')
        .where('charge_key', '=', chargeKey)
        .executeTakeFirst();
      if (already) return;
      const taken = await trx
        .updateTable('quota_usage')
        .set((eb) => ({ used: eb('used', '+', 1) }))
        .where('quota_id', '=', quota.id)
        .where('tier', '=', tier)
        .where((eb) => eb('used', '<', eb.ref('quota_limit')))
        .returning(['used', 'quota_limit'])
        .executeTakeFirst();
      if (!taken) throw quotaExhausted(tier);
      await trx
        .insertInto('quota_charges')
        .values({ charge_key: chargeKey, quota_id: quota.id, tier, refunded_at: null })
        .execute();
      return taken;
    });
    if (left) await this.lowQuota.afterCharge(owner, tier, left.quota_limit, left.used);
    return quota;
  }

  /** Gives a unit back (a failed render); a second refund of the same charge does nothing. */
  async refund(chargeKey: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const charge = await trx
        .updateTable('quota_charges')
        .set({ refunded_at: new Date() })
        .where('charge_key', '=', chargeKey)
        .where('refunded_at', 'is', null)
        .returning(['quota_id', 'tier'])
        .executeTakeFirst();
      if (!charge) return false;
      await trx
        .updateTable('quota_usage')
        .set((eb) => ({ used: eb('used', '-', 1) }))
        .where('quota_id', '=', charge.quota_id)
        .where('tier', '=', charge.tier)
        .where('used', '>', 0)
        .execute();
      return true;
    });
  }

  /** `DELETE /v1/subscription-quotas/{id}/{tier}`: the caller consumes one unit of their current quota. */
  async consume(actor: UserRow, quotaId: string, tier: Tier): Promise<QuotaRow> {
    const owner = quotaOwnerOf(actor);
    const quota = await this.repository.byId(quotaId);
    if (!quota || quota.owner_type !== owner.type || quota.owner_id !== owner.id)
      throw notFound('subscription quota');
    const current = await this.open(owner);
    if (current.quota.id !== quota.id) {
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'This quota belongs to a past period; use the current one.',
      );
    }
    return this.take(owner, current, tier, `manual:${newId()}`);
  }
}
