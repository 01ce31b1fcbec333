import type { ColumnType, Generated } from 'kysely';

export type Json<T> = ColumnType<T, string | T, string | T>;

export interface UsersTable {
  id: string;
  email: string;
  nickname: string;
  name: string | null;
  password_hash: string | null;
  role: string;
  role_rank: number;
  enterprise_id: string | null;
  account_state: string;
  active: boolean;
  sales_account: boolean;
  language: string;
  deleted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string | null;
  operator_id: string | null;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface SignInAttemptsTable {
  key: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  link: string | null;
  created_at: Generated<Date>;
}

export interface OperatorsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: Generated<Date>;
}

export interface SocialIdentitiesTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface EnterprisesTable {
  id: string;
  name: string;
  url: string;
  seats: number;
  product_library_settings: Json<Record<string, unknown>>;
  project_settings: Json<Record<string, unknown>>;
  watermark_settings: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EnterprisePartnersTable {
  enterprise_id: string;
  partner_id: string;
  created_at: Generated<Date>;
}

export interface IdentityTables {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  sign_in_attempts: SignInAttemptsTable;
  outbox: OutboxTable;
  operators: OperatorsTable;
  social_identities: SocialIdentitiesTable;
  enterprises: EnterprisesTable;
  enterprise_partners: EnterprisePartnersTable;
}
