import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_quotas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscription_quotas_owner_period', ['owner_type', 'owner_id', 'period_start'])
    .execute();
  await db.schema
    .createTable('quota_usage')
    .addColumn('quota_id', 'text', (c) =>
      c.notNull().references('subscription_quotas.id').onDelete('cascade'),
    )
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('quota_limit', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('quota_usage_pk', ['quota_id', 'tier'])
    .addCheckConstraint('quota_usage_within_limit', sql`used >= 0 and used <= quota_limit`)
    .execute();
  await db.schema
    .createTable('quota_charges')
    .addColumn('charge_key', 'text', (c) => c.primaryKey())
    .addColumn('quota_id', 'text', (c) =>
      c.notNull().references('subscription_quotas.id').onDelete('cascade'),
    )
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quota_charges').execute();
  await db.schema.dropTable('quota_usage').execute();
  await db.schema.dropTable('subscription_quotas').execute();
}
