import type { ColumnType, Generated } from 'kysely';
import type { Json } from './identity.ts';

/** What the user is told, in the type's words; the web app and the mail write it out. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  data: Json<Record<string, unknown>>;
  link: string | null;
  email_state: Generated<'NONE' | 'PENDING' | 'SENT'>;
  created_at: Generated<Date>;
  checked_at: Date | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  type: string;
  in_app: boolean;
  email: boolean;
}

/** One thing that happened; append-only. */
export interface PlatformEventsTable {
  id: string;
  kind: string;
  occurred_at: Date;
  recorded_at: Generated<Date>;
  enterprise_id: string | null;
  user_id: string | null;
  subject: string | null;
  dimension: Generated<string>;
  duration_ms: ColumnType<string | null, number | null | undefined, never>;
}

/** The events of one Asia/Seoul day, counted per kind, enterprise, user and dimension ('' when none). */
export interface EventRollupsTable {
  day: ColumnType<string, string, string>;
  kind: string;
  enterprise_id: string;
  user_id: string;
  dimension: string;
  count: number;
  duration_ms: ColumnType<string, number | string, number | string>;
}

export interface RollupWatermarksTable {
  name: string;
  recorded_until: Date;
}

export interface OperatorAuditLogTable {
  id: string;
  operator_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: Generated<Date>;
}

export interface OperationsTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  platform_events: PlatformEventsTable;
  event_rollups: EventRollupsTable;
  rollup_watermarks: RollupWatermarksTable;
  operator_audit_log: OperatorAuditLogTable;
}
