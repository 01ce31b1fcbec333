import type { DB, SubscriptionQuotasTable } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';

export type QuotaRow = Selectable<SubscriptionQuotasTable>;
export interface UsageRow {
  tier: string;
  quota_limit: number;
  used: number;
}

export class QuotasRepository {
  constructor(private readonly db: Kysely<DB>) {}

  forPeriod(ownerType: string, ownerId: string, periodStart: Date): Promise<QuotaRow | undefined> {
    return this.db
      .selectFrom('subscription_quotas')
      .selectAll()
      .where('owner_type', '=', ownerType as QuotaRow['owner_type'])
      .where('owner_id', '=', ownerId)
      .where('period_start', '=', periodStart)
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

  /** The plan the owner had last month, so a new month continues it. */
  async latestPlan(ownerType: string, ownerId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('subscription_quotas')
      .select('plan')
      .where('owner_type', '=', ownerType as QuotaRow['owner_type'])
      .where('owner_id', '=', ownerId)
      .orderBy('period_start', 'desc')
      .executeTakeFirst();
    return row?.plan;
  }
}
