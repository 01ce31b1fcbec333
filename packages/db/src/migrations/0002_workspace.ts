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
  // The two lists everyone pages through, newest change first: a team's projects and a user's. With
  // `selected` and `name` included, a page far down, and its filters, are found in the index alone;
  // the two after them serve the same lists sorted by name.
  await sql`create index projects_team_list on projects (enterprise_id, state, updated_at desc, id desc) include (selected, name)`.execute(
    db,
  );
  await sql`create index projects_user_list on projects (user_id, state, updated_at desc, id desc) include (selected, name)`.execute(
    db,
  );
  await sql`create index projects_team_names on projects (enterprise_id, state, lower(name), id)`.execute(db);
  await sql`create index projects_user_names on projects (user_id, state, lower(name), id)`.execute(db);
  // Finds a few matches of a name search among many projects without reading them all.
  await sql`create index projects_name on projects using gin (name gin_trgm_ops)`.execute(db);
  await versionLists(db);
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

/** The columns that decide which lists a project is in; design saves change none of them. */
const LISTED = 'user_id, enterprise_id, state, name, selected, directory_id, team_directory_id';

/**
 * Every statement that changes what lists hold bumps, once and in a fixed order, the version of
 * each list it touches ('user:<id>', 'team:<id>'): a list's total is remembered until then.
 */
async function versionLists(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_list_versions')
    .addColumn('holder', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  const moved = `from old_rows o join new_rows n on n.id = o.id where (${prefixed('o')}) is distinct from (${prefixed('n')})`;
  await sql`
    create function bump_project_list_versions() returns trigger language plpgsql as $$
    declare
      changed text := case tg_op
        when 'INSERT' then 'select user_id, enterprise_id from new_rows'
        when 'DELETE' then 'select user_id, enterprise_id from old_rows'
        else ${sql.lit(`select o.user_id, o.enterprise_id ${moved} union all select n.user_id, n.enterprise_id ${moved}`)}
      end;
    begin
      execute format(
        'insert into project_list_versions as v (holder, version)
         select holder, 1 from (
           select ''user:'' || user_id as holder from (%1$s) c
           union select ''team:'' || enterprise_id from (%1$s) c where enterprise_id is not null
         ) holders order by holder
         on conflict (holder) do update set version = v.version + 1', changed);
      return null;
    end $$`.execute(db);
  // A trigger with transition tables serves one event, so each event has its own.
  await sql`create trigger projects_inserted after insert on projects referencing new table as new_rows
    for each statement execute function bump_project_list_versions()`.execute(db);
  await sql`create trigger projects_updated after update on projects referencing old table as old_rows new table as new_rows
    for each statement execute function bump_project_list_versions()`.execute(db);
  await sql`create trigger projects_deleted after delete on projects referencing old table as old_rows
    for each statement execute function bump_project_list_versions()`.execute(db);
}

const prefixed = (alias: string) =>
  LISTED.split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ');

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function bump_project_list_versions() cascade`.execute(db);
  for (const table of [
    'project_list_versions',
    'share_keys',
    'bookmarks',
    'grants',
    'projects',
    'directories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
