import { type Kysely, sql } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('directories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id'))
    .addColumn('parent_id', 'text', (c) => c.references('directories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('directories_scope', sql`scope in ('PERSONAL', 'ENTERPRISE', 'PUBLIC')`)
    .addCheckConstraint(
      'directories_team_has_enterprise',
      sql`scope <> 'ENTERPRISE' or enterprise_id is not null`,
    )
    .execute();
  await db.schema.createIndex('directories_parent').on('directories').column('parent_id').execute();
  await db.schema.createIndex('directories_owner').on('directories').columns(['owner_id', 'scope']).execute();
  await db.schema
    .createIndex('directories_enterprise')
    .on('directories')
    .columns(['enterprise_id', 'scope'])
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('directory_id', 'text', (c) => c.references('directories.id').onDelete('set null'))
    .addColumn('team_directory_id', 'text', (c) => c.references('directories.id').onDelete('set null'))
    .addColumn('cover_id', 'text', (c) => c.unique())
    .addColumn('cover_format', 'text')
    .addColumn('original_project_id', 'text', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('selected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('design', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('design_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('trashed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('projects_state', sql`state between 0 and 2`)
    .execute();
  // The two list orders everyone uses: a team's projects and a user's projects, newest change first.
  await sql`create index projects_team_list on projects (enterprise_id, state, updated_at desc, id desc)`.execute(
    db,
  );
  await sql`create index projects_user_list on projects (user_id, state, updated_at desc, id desc)`.execute(
    db,
  );
  await sql`create index projects_directory on projects (directory_id) where directory_id is not null`.execute(
    db,
  );
  await sql`create index projects_team_directory on projects (team_directory_id) where team_directory_id is not null`.execute(
    db,
  );
  await sql`create index projects_trash on projects (trashed_at) where state = 1`.execute(db);

  await db.schema
    .createTable('grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('directory_id', 'text', (c) => c.references('directories.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('grants_access', sql`access in ('EDIT', 'VIEW')`)
    .addCheckConstraint('grants_one_subject', sql`(project_id is null) <> (directory_id is null)`)
    .execute();
  await sql`create unique index grants_project_user on grants (project_id, user_id) where project_id is not null`.execute(
    db,
  );
  await sql`create unique index grants_directory_user on grants (directory_id, user_id) where directory_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('grants_user').on('grants').column('user_id').execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('bookmarks_one_holder', sql`(user_id is null) <> (enterprise_id is null)`)
    .execute();
  await sql`create unique index bookmarks_user on bookmarks (user_id, project_id) where user_id is not null`.execute(
    db,
  );
  await sql`create unique index bookmarks_team on bookmarks (enterprise_id, project_id) where enterprise_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('bookmarks_project').on('bookmarks').column('project_id').execute();

  await db.schema
    .createTable('share_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('share_keys_visibility', sql`visibility in ('PUBLIC', 'UNLISTED')`)
    .execute();
  await db.schema.createIndex('share_keys_project').on('share_keys').column('project_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['share_keys', 'bookmarks', 'grants', 'projects', 'directories']) {
    await db.schema.dropTable(table).execute();
  }
}
