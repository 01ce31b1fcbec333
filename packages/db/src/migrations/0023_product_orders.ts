import { type Kysely, sql } from 'kysely';

const now = sql`now()`;

/** 3D-modelling orders, their items, modification requests and timeline (docs/decisions/product-orders.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().modifyEnd(sql`check (category in ('rendering', 'tour', 'floorPlan'))`),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('final_finished_at', 'timestamptz')
    .addColumn('service_uploaded_at', 'timestamptz')
    .addColumn('frozen_price', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index product_orders_enterprise on product_orders (enterprise_id, created_at desc)`.execute(
    db,
  );
  await sql`create index product_orders_state on product_orders (state, created_at desc)`.execute(db);

  await db.schema
    .createTable('product_order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'text')
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('quality', 'text', (c) => c.notNull().modifyEnd(sql`check (quality in ('BASIC', 'PREMIUM'))`))
    .addColumn('complexity', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('color', 'text')
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('depth_mm', 'integer', (c) => c.notNull())
    .addColumn('height_mm', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('assigned_operator_id', 'text', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('review_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('frozen_price', 'integer')
    .addColumn('ref_files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index product_order_items_order on product_order_items (order_id, name)`.execute(db);
  await sql`create index product_order_items_assignee on product_order_items (assigned_operator_id, state)`.execute(
    db,
  );

  await db.schema
    .createTable('product_order_mod_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('product_order_items.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().modifyEnd(sql`check (type in ('MATERIAL', 'SHAPE', 'OTHER'))`),
    )
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('ref_files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index product_order_mod_requests_item on product_order_mod_requests (item_id, round)`.execute(
    db,
  );

  await db.schema
    .createTable('product_order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'serial', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
    .addColumn('item_id', 'text')
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index product_order_events_order on product_order_events (order_id, seq)`.execute(db);

  await db.schema
    .createTable('export_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'export_tokens',
    'product_order_events',
    'product_order_mod_requests',
    'product_order_items',
    'product_orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
