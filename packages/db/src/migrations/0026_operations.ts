import { type Kysely, sql } from 'kysely';

const now = sql`now()`;

/**
 * Operations: notifications and their preferences, the append-only events table with its daily
 * rollups (Asia/Seoul days), and the operators' audit log (docs/decisions/notifications.md,
 * docs/decisions/statistics.md, docs/decisions/operator-audit.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('link', 'text')
    .addColumn('email_state', 'text', (c) =>
      c.notNull().defaultTo('NONE').modifyEnd(sql`check (email_state in ('NONE', 'PENDING', 'SENT'))`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('checked_at', 'timestamptz')
    .execute();
  await sql`create index notifications_inbox on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index notifications_unchecked on notifications (user_id) where checked_at is null`.execute(
    db,
  );
  await sql`create index notifications_mail on notifications (created_at) where email_state = 'PENDING'`.execute(
    db,
  );

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('in_app', 'boolean', (c) => c.notNull())
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'type'])
    .execute();

  // Append-only: rows are inserted and read, never changed (statistics are rolled up from them).
  await db.schema
    .createTable('platform_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('enterprise_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('subject', 'text')
    .addColumn('dimension', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_ms', 'bigint')
    .execute();
  await sql`create index platform_events_recorded on platform_events (recorded_at)`.execute(db);
  await sql`create index platform_events_occurred on platform_events (occurred_at)`.execute(db);

  await db.schema
    .createTable('event_rollups')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enterprise_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_rollups_pk', ['day', 'kind', 'enterprise_id', 'user_id', 'dimension'])
    .execute();
  await sql`create index event_rollups_by_enterprise on event_rollups (enterprise_id, kind, day)`.execute(db);
  await sql`create index event_rollups_by_user on event_rollups (user_id, kind, day)`.execute(db);

  await db.schema
    .createTable('rollup_watermarks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('recorded_until', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await sql`create index operator_audit_log_recent on operator_audit_log (created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'operator_audit_log',
    'rollup_watermarks',
    'event_rollups',
    'platform_events',
    'notification_preferences',
    'notifications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
