import { type Kysely, sql } from 'kysely';

/**
 * Render jobs remember the request that queued them, so the stations of one 720° tour are found
 * together by anyone who opens the project. Jobs queued before keep their grouping: one request
 * inserted its jobs in one statement, so they share their user and creation time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('render_jobs').addColumn('request_id', 'text').execute();
  await sql`update render_jobs set request_id = md5(user_id || '@' || created_at::text)`.execute(db);
  await db.schema
    .alterTable('render_jobs')
    .alterColumn('request_id', (c) => c.setNotNull())
    .execute();
  await db.schema.createIndex('render_jobs_request').on('render_jobs').column('request_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('render_jobs_request').execute();
  await db.schema.alterTable('render_jobs').dropColumn('request_id').execute();
}
