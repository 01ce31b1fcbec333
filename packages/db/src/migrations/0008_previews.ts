import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('previews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('enterprise_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('previews_product')
    .on('previews')
    .columns(['product_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('preview_snapshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('preview_id', 'text', (c) => c.notNull().references('previews.id').onDelete('cascade'))
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('preview_snapshots_preview')
    .on('preview_snapshots')
    .columns(['preview_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preview_snapshots').execute();
  await db.schema.dropTable('previews').execute();
}
