import type { Generated } from 'kysely';
import type { Json } from './identity.ts';

export type ShopTypeValue = 'NONE' | 'CAFE24' | 'GODOMALL';

/** Per-enterprise open-API settings: rate limits (set by operators) and the OAuth token parameter. */
export interface OpenApiSettingsTable {
  enterprise_id: string;
  reads_per_second: Generated<number>;
  writes_per_second: Generated<number>;
  token_param_name: Generated<string>;
  updated_at: Generated<Date>;
}

/** An enterprise's registration as a developer; its secret signs the assertions of external users. */
export interface DeveloperAccountsTable {
  id: string;
  enterprise_id: string;
  name: string;
  contact_email: string;
  signing_secret: string;
  created_by: string;
  created_at: Generated<Date>;
}

export interface DeveloperApplicationsTable {
  id: string;
  enterprise_id: string;
  name: string;
  shop_type: ShopTypeValue;
  created_by: string;
  created_at: Generated<Date>;
}

export interface ExternalChannelsTable {
  id: string;
  enterprise_id: string;
  application_id: string | null;
  shop_type: ShopTypeValue;
  name: string;
  shop_url: string | null;
  allowed_origins: Json<string[]>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A customer of an enterprise's shop, signed up on the enterprise's signed word. */
export interface ExternalUsersTable {
  user_id: string;
  enterprise_id: string;
  channel_id: string;
  external_id: string;
  data: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface RateLimitBucketsTable {
  enterprise_id: string;
  api: string;
  tokens: number;
  refilled_at: Date;
  allowed: boolean;
}

export interface ApiUsageDailyTable {
  enterprise_id: string;
  /** YYYY-MM-DD in UTC. */
  day: string;
  api: string;
  calls: number;
  refused: number;
}

export interface WebhooksTable {
  id: string;
  enterprise_id: string;
  url: string;
  events: Json<string[]>;
  secret: string;
  active: Generated<boolean>;
  created_by: string;
  created_at: Generated<Date>;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: string;
  body: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempts: Generated<number>;
  response_status: number | null;
  error: string | null;
  delivered_at: Date | null;
  created_at: Generated<Date>;
}

export interface OpenApiTables {
  open_api_settings: OpenApiSettingsTable;
  developer_accounts: DeveloperAccountsTable;
  developer_applications: DeveloperApplicationsTable;
  external_channels: ExternalChannelsTable;
  external_users: ExternalUsersTable;
  rate_limit_buckets: RateLimitBucketsTable;
  api_usage_daily: ApiUsageDailyTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
