import type { DB, SubscriptionQuotasTable, SubscriptionsTable } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';

export type QuotaRow = Selectable<SubscriptionQuotasTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export interface OwnerKey {
  type: 'USER' | 'ENTERPRISE';
  id: string;
}
export interface UsageRow {
  tier: string;
  quota_limit: number;
  used: number;
}

export class QuotasRepository {
  constructor(private readonly db: Kysely<DB>) {}

  forPeriod(owner: OwnerKey, periodStart: Date, source: string): Promise<QuotaRow | undefined> {
    return this.db
      .selectFrom('subscription_quotas')
      .selectAll()
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .where('period_start', '=', periodStart)
      .where('source', '=', source)
      .executeTakeFirst();
  }

  byId(id: string): Promise<QuotaRow | undefined> {
    return this.db.selectFrom('subscription_quotas').selectAll().where('id', '=', id).executeTakeFirst();
  }

  usage(quotaId: string): Promise<UsageRow[]> {
    return this.db
      .selectFrom('quota_usage')
      .select(['tier', 'quota_limit', 'used'])
      .where('quota_id', '=', quotaId)
      .execute();
  }

  /** The owner's subscription that is not cancelled, if any: it sets the period and the plan. */
  liveSubscription(owner: OwnerKey): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .where('status', '<>', 'CANCELED')
      .executeTakeFirst();
  }

  /** Units taken per UTC day and tier since a day, refunded ones left out. */
  async usageSince(owner: OwnerKey, since: Date): Promise<{ date: string; tier: string; units: number }[]> {
    const rows = await this.db
      .selectFrom('quota_charges as c')
      .innerJoin('subscription_quotas as q', 'q.id', 'c.quota_id')
      .select(['c.created_at', 'c.tier'])
      .where('q.owner_type', '=', owner.type)
      .where('q.owner_id', '=', owner.id)
      .where('c.refunded_at', 'is', null)
      .where('c.created_at', '>=', since)
      .execute();
    const counts = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.created_at.toISOString().slice(0, 10)} ${row.tier}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts]
      .map(([key, units]) => {
        const [date, tier] = key.split(' ') as [string, string];
        return { date, tier, units };
      })
      .sort((a, b) => a.date.localeCompare(b.date) || a.tier.localeCompare(b.tier));
  }
}
