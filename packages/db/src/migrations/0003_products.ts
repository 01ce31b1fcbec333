import { type Kysely, sql } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lib_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text')
    .addColumn('image_key', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('enterprise_restricted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('individual_restricted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index categories_owner on categories (owner_id, parent_id)`.execute(db);
  await sql`create index categories_path on categories (path text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('category_visibilities')
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_visibilities_pk', ['category_id', 'subject_kind', 'subject_id'])
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lib_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('description', 'text')
    .addColumn('website', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index brands_owner_name on brands (owner_id, lower(name))`.execute(db);

  await db.schema
    .createTable('product_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lib_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lib_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translated_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('alias', 'text')
    .addColumn('code', 'text')
    .addColumn('sku', 'text')
    .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('color_code', 'text')
    .addColumn('color_name', 'text')
    .addColumn('main_material', 'text')
    .addColumn('sub_material', 'text')
    .addColumn('price', 'numeric(14, 2)')
    .addColumn('price_unit', 'text', (c) => c.notNull().defaultTo('KRW'))
    .addColumn('sale_type', 'text')
    .addColumn('mm_width', 'integer')
    .addColumn('mm_depth', 'integer')
    .addColumn('mm_height', 'integer')
    .addColumn('tile_width_mm', 'integer')
    .addColumn('tile_height_mm', 'integer')
    .addColumn('editor_type_code', 'smallint')
    .addColumn('opening_direction', 'text')
    .addColumn('handle_position', 'text')
    .addColumn('quality', 'text', (c) => c.notNull().defaultTo('BASIC'))
    .addColumn('level', 'text', (c) => c.notNull().defaultTo('MIDDLE'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('WAITING'))
    .addColumn('failure_reason', 'text')
    .addColumn('group_id', 'text', (c) => c.references('product_groups.id').onDelete('set null'))
    .addColumn('option_name', 'text')
    .addColumn('option_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('asset_key', 'text')
    .addColumn('assets', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('search_text', 'text', (c) => c.notNull())
    // The filterable attributes as prefixed values, so one GIN index answers any mix of filters.
    .addColumn('facets', sql`text[]`, (c) =>
      c
        .generatedAlwaysAs(
          sql`array['b:' || coalesce(brand_id, ''), 'c:' || coalesce(category_id, ''), 'n:' || coalesce(color_name, ''),
          'k:' || coalesce(color_code, ''), 'a:' || coalesce(alias, '')]`,
        )
        .stored(),
    )
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // Live products only: deleted ones are read by id alone.
  const live = sql`where deleted_at is null`;
  await sql`create index products_owner on products (owner_id, created_at) ${live}`.execute(db);
  await sql`create index products_search on products using gin (search_text gin_trgm_ops) ${live}`.execute(
    db,
  );
  await sql`create index products_tags on products using gin (tags) ${live}`.execute(db);
  await sql`create index products_facets on products using gin (facets) ${live}`.execute(db);
  await sql`create index products_category on products (category_id) ${live}`.execute(db);
  // One per sort of the search, so a broad search walks its order and stops after a page.
  for (const [name, columns] of [
    ['price', 'price, id'],
    ['price_desc', 'price desc nulls last, id desc'],
    ['name', 'name, id'],
    ['updated', 'updated_at, id'],
    ['created', 'created_at, id'],
  ]) {
    await sql`create index ${sql.raw(`products_by_${name}`)} on products (${sql.raw(columns!)}) ${live}`.execute(
      db,
    );
  }
  await sql`create index products_group on products (group_id) where group_id is not null`.execute(db);

  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_tagged_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('tags_owner_value', ['owner_id', 'value'])
    .execute();
  await db.schema
    .createTable('taggings')
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('taggings_pk', ['tag_id', 'target_type', 'target_id'])
    .execute();
  await sql`create index taggings_target on taggings (target_type, target_id)`.execute(db);
  await db.schema
    .createTable('tag_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('processing_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index processing_jobs_ready on processing_jobs (run_after) where status = 'queued'`.execute(
    db,
  );

  await db.schema
    .createTable('cylinder_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cylinder_api_keys',
    'processing_jobs',
    'tag_groups',
    'taggings',
    'tags',
    'products',
    'product_groups',
    'brands',
    'category_visibilities',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
