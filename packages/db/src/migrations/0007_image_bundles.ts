import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_bundles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('image_bundles_project')
    .on('image_bundles')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('bundle_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bundle_id', 'text', (c) => c.notNull().references('image_bundles.id').onDelete('cascade'))
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('bundle_type', 'text', (c) => c.notNull())
    .addColumn('product_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex('bundle_cards_bundle')
    .on('bundle_cards')
    .columns(['bundle_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bundle_cards').execute();
  await db.schema.dropTable('image_bundles').execute();
}
