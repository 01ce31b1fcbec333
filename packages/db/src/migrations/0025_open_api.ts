import { type Kysely, sql } from 'kysely';

const now = sql`now()`;
const SHOP_TYPE = sql`check (shop_type in ('NONE', 'CAFE24', 'GODOMALL'))`;

/**
 * The open API (docs/decisions/open-api.md): the one key store gains open-API tokens and rotation;
 * developer accounts and applications, external shop channels and users, rate-limit buckets,
 * usage per day, and webhooks with their delivery log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cylinder_api_keys')
    .addColumn('kind', 'text', (c) =>
      c.notNull().defaultTo('KEY').modifyEnd(sql`check (kind in ('KEY', 'OPEN_API_TOKEN'))`),
    )
    .execute();
  await db.schema.alterTable('cylinder_api_keys').addColumn('expires_at', 'timestamptz').execute();
  await db.schema.alterTable('cylinder_api_keys').addColumn('replaced_by', 'text').execute();
  await sql`create index cylinder_api_keys_enterprise on cylinder_api_keys (enterprise_id, created_at)`.execute(
    db,
  );

  await db.schema
    .createTable('open_api_settings')
    .addColumn('enterprise_id', 'text', (c) =>
      c.primaryKey().references('enterprises.id').onDelete('cascade'),
    )
    .addColumn('reads_per_second', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('writes_per_second', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('token_param_name', 'text', (c) => c.notNull().defaultTo('token'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('developer_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) =>
      c.notNull().unique().references('enterprises.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    // Kept as is, not hashed: verifying an HMAC needs the secret itself.
    .addColumn('signing_secret', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('developer_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shop_type', 'text', (c) => c.notNull().modifyEnd(SHOP_TYPE))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('external_channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.references('developer_applications.id').onDelete('cascade'))
    .addColumn('shop_type', 'text', (c) => c.notNull().modifyEnd(SHOP_TYPE))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shop_url', 'text')
    .addColumn('allowed_origins', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index external_channels_enterprise on external_channels (enterprise_id)`.execute(db);

  await db.schema
    .createTable('external_users')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (c) =>
      c.notNull().references('external_channels.id').onDelete('cascade'),
    )
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('external_users_identity', ['channel_id', 'external_id'])
    .execute();

  // One token bucket per enterprise and API, in the database so every server process shares it.
  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('enterprise_id', 'text', (c) => c.notNull())
    .addColumn('api', 'text', (c) => c.notNull())
    .addColumn('tokens', 'double precision', (c) => c.notNull())
    .addColumn('refilled_at', 'timestamptz', (c) => c.notNull())
    .addColumn('allowed', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_buckets_pk', ['enterprise_id', 'api'])
    .execute();

  await db.schema
    .createTable('api_usage_daily')
    .addColumn('enterprise_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('api', 'text', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_usage_daily_pk', ['enterprise_id', 'day', 'api'])
    .execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull())
    // Kept as is: signing each delivery needs it.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index webhooks_enterprise on webhooks (enterprise_id)`.execute(db);

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().modifyEnd(sql`check (status in ('PENDING', 'SUCCEEDED', 'FAILED'))`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index webhook_deliveries_webhook on webhook_deliveries (webhook_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'webhook_deliveries',
    'webhooks',
    'api_usage_daily',
    'rate_limit_buckets',
    'external_users',
    'external_channels',
    'developer_applications',
    'developer_accounts',
    'open_api_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop index cylinder_api_keys_enterprise`.execute(db);
  for (const column of ['replaced_by', 'expires_at', 'kind']) {
    await db.schema.alterTable('cylinder_api_keys').dropColumn(column).execute();
  }
}
