import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id'))
    .addColumn('project_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('render_job_id', 'text', (c) => c.unique())
    .addColumn('floorplan_id', 'text')
    .addColumn('items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('images_project').on('images').columns(['project_id', 'created_at']).execute();

  await db.schema
    .createTable('render_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('enterprise_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('spec', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('QUEUED'))
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('worker_id', 'text')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('error', 'text')
    .addColumn('image_id', 'text')
    .addColumn('charge_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // Workers look for the oldest waiting job of their engines; lists read a session's or a project's jobs.
  await sql`create index render_jobs_waiting on render_jobs (engine, created_at) where state in ('QUEUED', 'RUNNING')`.execute(
    db,
  );
  await db.schema
    .createIndex('render_jobs_session')
    .on('render_jobs')
    .columns(['session_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('render_jobs_project')
    .on('render_jobs')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('render_workers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('engines', 'jsonb', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('render_workers').execute();
  await db.schema.dropTable('render_jobs').execute();
  await db.schema.dropTable('images').execute();
}
