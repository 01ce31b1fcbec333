import { type Kysely, sql } from 'kysely';

const now = sql`now()`;
const SCOPE = sql`check (scope in ('PERSONAL', 'ENTERPRISE', 'PUBLIC'))`;

/** Templates, their groups, likes, review comments, change history and folders (docs/decisions/templates.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template_directories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().modifyEnd(SCOPE))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('template_directories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index template_directories_tree on template_directories (scope, enterprise_id, owner_id, parent_id)`.execute(
    db,
  );

  await db.schema
    .createTable('template_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull().modifyEnd(SCOPE))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('copy_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('selected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.references('template_groups.id').onDelete('set null'))
    .addColumn('scope', 'text', (c) => c.notNull().modifyEnd(SCOPE))
    .addColumn('status', 'text', (c) =>
      c.modifyEnd(sql`check (status in ('REQUESTED', 'IN_REVISION', 'REJECTED', 'PUBLISHED'))`),
    )
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id').onDelete('cascade'))
    .addColumn('directory_id', 'text', (c) => c.references('template_directories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.generatedAlwaysAs(sql`lower(name)`).stored())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('room_type', 'text', (c) => c.notNull())
    .addColumn('room_size', 'double precision', (c) => c.notNull())
    .addColumn('room_width', 'double precision', (c) => c.notNull())
    .addColumn('room_depth', 'double precision', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('room', 'jsonb', (c) => c.notNull())
    .addColumn('products', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('finishes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('cover_image_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('source_project_id', 'text')
    .addColumn('copy_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('selected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The gallery (available/published) reads published templates of a few scopes, filtered by
  // room type and size and sorted by a date or the name: one btree per sort leads with the filter.
  const published = sql`where status = 'PUBLISHED'`;
  await sql`create index templates_published_updated on templates (scope, room_type, updated_at desc, id desc) include (style, room_size, enterprise_id) ${published}`.execute(
    db,
  );
  await sql`create index templates_published_created on templates (scope, room_type, created_at desc, id desc) include (style, room_size, enterprise_id) ${published}`.execute(
    db,
  );
  await sql`create index templates_published_name on templates (scope, room_type, name_folded, id) include (style, room_size, enterprise_id) ${published}`.execute(
    db,
  );
  // The gallery's filters inside each arm of the visibility rule: type, style and size found in the
  // index, so only matching rows are read from the table (enterprise ids are checked there).
  await sql`create index templates_published_facets on templates (scope, room_type, style, room_size) include (enterprise_id) ${published}`.execute(
    db,
  );
  await sql`create index templates_name on templates using gin (name_folded gin_trgm_ops)`.execute(db);
  await sql`create index templates_tags on templates using gin (tags)`.execute(db);
  await sql`create index templates_author on templates (author_id, scope, updated_at desc)`.execute(db);
  await sql`create index templates_enterprise on templates (enterprise_id, scope, status, updated_at desc)`.execute(
    db,
  );
  await sql`create index templates_group on templates (group_id) where group_id is not null`.execute(db);

  await db.schema
    .createTable('template_likes')
    .addColumn('template_id', 'text', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('template_likes_pk', ['template_id', 'user_id'])
    .execute();
  await sql`create index template_likes_user on template_likes (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('template_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('operator_id', 'text', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index template_comments_template on template_comments (template_id, created_at)`.execute(
    db,
  );

  await db.schema
    .createTable('template_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('operator_id', 'text', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('modified_fields', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index template_history_template on template_history (template_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'template_history',
    'template_comments',
    'template_likes',
    'templates',
    'template_groups',
    'template_directories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
