import type { Generated } from 'kysely';

/** One owner's units for one period: a subscription's (source = its id) or a free calendar month ('FREE'). */
export interface SubscriptionQuotasTable {
  id: string;
  owner_type: 'USER' | 'ENTERPRISE';
  owner_id: string;
  plan: string;
  period_start: Date;
  period_end: Date;
  source: Generated<string>;
  created_at: Generated<Date>;
}

export interface QuotaUsageTable {
  quota_id: string;
  tier: string;
  quota_limit: number;
  used: number;
}

/** Each unit taken, keyed so that one render is charged once and refunded at most once. */
export interface QuotaChargesTable {
  charge_key: string;
  quota_id: string;
  tier: string;
  refunded_at: Date | null;
  created_at: Generated<Date>;
}

export interface QuotaTables {
  subscription_quotas: SubscriptionQuotasTable;
  quota_usage: QuotaUsageTable;
  quota_charges: QuotaChargesTable;
}
