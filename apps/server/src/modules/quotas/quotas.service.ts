import {
  ErrorCode,
  QUOTA_PLANS,
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
import type { QuotaRow, QuotasRepository } from './quotas.repository.ts';

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
    `No ${tier} units are left this month; they renew on the 1st or with a bigger plan.`,
    { tier },
  );

/** Monthly render units per owner (docs/decisions/quotas.md); every unit taken is charged once and refunded at most once. */
export class QuotasService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: QuotasRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly lowQuota: LowQuotaNotice = new LowQuotaNotice(db),
  ) {}

  /** The owner's quota for this month, opened on first use with last month's plan (or the basic one). */
  async current(owner: QuotaOwner): Promise<QuotaRow> {
    const { start, end } = monthOf(this.now());
    const existing = await this.repository.forPeriod(owner.type, owner.id, start);
    if (existing) return existing;
    const plan = ((await this.repository.latestPlan(owner.type, owner.id)) ??
      (owner.type === 'ENTERPRISE' ? 'ENTERPRISE_BASIC' : 'INDIVIDUAL_BASIC')) as Plan;
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('subscription_quotas')
        .values({
          id,
          owner_type: owner.type,
          owner_id: owner.id,
          plan,
          period_start: start,
          period_end: end,
        })
        .onConflict((oc) => oc.columns(['owner_type', 'owner_id', 'period_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return; // another request opened the month first
      await trx
        .insertInto('quota_usage')
        .values(
          RenderQuotaTier.map((tier) => ({
            quota_id: id,
            tier,
            quota_limit: QUOTA_PLANS[plan][tier],
            used: 0,
          })),
        )
        .execute();
    });
    return (await this.repository.forPeriod(owner.type, owner.id, start))!;
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
    const quota = await this.current(owner);
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
    const current = await this.current(owner);
    if (current.id !== quota.id) {
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'This quota belongs to a past month; use the current one.',
      );
    }
    return this.charge(owner, tier, `manual:${newId()}`);
  }
}
