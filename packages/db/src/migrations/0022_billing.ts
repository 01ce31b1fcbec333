import { type Kysely, sql } from 'kysely';

/** Units each plan grants per month, as first sold (docs/decisions/billing.md); operators change the rows. */
const PLAN_UNITS: Record<string, number[]> = {
  // standard, hd, 4k, 8k renders; 6k, 12k, 24k panoramas
  INDIVIDUAL_BASIC: [20, 5, 0, 0, 3, 0, 0],
  INDIVIDUAL_STANDARD: [100, 40, 10, 0, 20, 5, 0],
  INDIVIDUAL_PRO_PLAN: [500, 200, 50, 10, 100, 30, 5],
  ENTERPRISE_BASIC: [200, 60, 10, 0, 40, 5, 0],
  ENTERPRISE_STANDARD: [1000, 300, 60, 10, 200, 40, 5],
  ENTERPRISE_PRO_PLAN: [5000, 1500, 300, 60, 1000, 200, 40],
};
const TIERS = [
  'standard-render',
  'hd-render',
  '4k-render',
  '8k-render',
  '6k-panorama',
  '12k-panorama',
  '24k-panorama',
];
// plan, audience, rank, included seats, KRW per seat-month, USD cents per seat-month
const PLANS: [string, string, number, number, number, number][] = [
  ['INDIVIDUAL_BASIC', 'INDIVIDUAL', 0, 1, 0, 0],
  ['INDIVIDUAL_STANDARD', 'INDIVIDUAL', 1, 1, 19_000, 1_500],
  ['INDIVIDUAL_PRO_PLAN', 'INDIVIDUAL', 2, 1, 49_000, 3_900],
  ['ENTERPRISE_BASIC', 'ENTERPRISE', 0, 3, 0, 0],
  ['ENTERPRISE_STANDARD', 'ENTERPRISE', 1, 3, 29_000, 2_200],
  ['ENTERPRISE_PRO_PLAN', 'ENTERPRISE', 2, 3, 59_000, 4_500],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_plans')
    .addColumn('plan', 'text', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('included_seats', 'integer', (c) => c.notNull())
    .addColumn('price_krw', 'integer', (c) => c.notNull())
    .addColumn('price_usd', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('billing_plan_units')
    .addColumn('plan', 'text', (c) => c.notNull().references('billing_plans.plan').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_plan_units_pk', ['plan', 'tier'])
    .addCheckConstraint('billing_plan_units_not_negative', sql`units >= 0`)
    .execute();
  const plans = db as Kysely<{
    billing_plans: Record<string, unknown>;
    billing_plan_units: Record<string, unknown>;
  }>;
  await plans
    .insertInto('billing_plans')
    .values(
      PLANS.map(([plan, audience, rank, included_seats, price_krw, price_usd]) => ({
        plan,
        audience,
        rank,
        included_seats,
        price_krw,
        price_usd,
      })),
    )
    .execute();
  await plans
    .insertInto('billing_plan_units')
    .values(
      Object.entries(PLAN_UNITS).flatMap(([plan, units]) =>
        TIERS.map((tier, i) => ({ plan, tier, units: units[i] })),
      ),
    )
    .execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_customer_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('billing_customers_owner', ['owner_type', 'owner_id'])
    .execute();
  // The local provider's saved card (what the simulated checkout took), one per customer.
  await db.schema
    .createTable('local_payment_cards')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('billing_customers.id').onDelete('cascade'),
    )
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('declines', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    // No reference: a customer record may be removed while its ended subscriptions stay listed.
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text', (c) => c.unique())
    .addColumn('plan', 'text', (c) => c.notNull().references('billing_plans.plan'))
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pending_plan', 'text')
    .addColumn('pending_seats', 'integer')
    .addColumn('past_due_since', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One live subscription per owner; ended ones stay for the invoices' sake.
  await sql`create unique index subscriptions_one_live on subscriptions (owner_type, owner_id) where status <> 'CANCELED'`.execute(
    db,
  );

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('provider_invoice_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invoices_subscription').on('invoices').column('subscription_id').execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('billing_customers.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text')
    .addColumn('plan', 'text', (c) => c.notNull().references('billing_plans.plan'))
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('trial_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A quota period now belongs to a subscription (its id) or to the free month ('FREE'): a
  // subscription may start on the 1st, the same instant as the free month it replaces.
  await db.schema
    .alterTable('subscription_quotas')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('FREE'))
    .execute();
  await db.schema
    .alterTable('subscription_quotas')
    .dropConstraint('subscription_quotas_owner_period')
    .execute();
  await db.schema
    .alterTable('subscription_quotas')
    .addUniqueConstraint('subscription_quotas_owner_period_source', [
      'owner_type',
      'owner_id',
      'period_start',
      'source',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscription_quotas')
    .dropConstraint('subscription_quotas_owner_period_source')
    .execute();
  await db.schema.alterTable('subscription_quotas').dropColumn('source').execute();
  await db.schema
    .alterTable('subscription_quotas')
    .addUniqueConstraint('subscription_quotas_owner_period', ['owner_type', 'owner_id', 'period_start'])
    .execute();
  for (const table of [
    'billing_webhook_events',
    'checkout_sessions',
    'invoices',
    'subscriptions',
    'local_payment_cards',
    'billing_customers',
    'billing_plan_units',
    'billing_plans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
