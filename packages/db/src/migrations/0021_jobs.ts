import { type Kysely, sql } from 'kysely';

const now = sql`now()`;

/** The one durable queue of every background job kind (docs/decisions/jobs.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('QUEUED')
        .modifyEnd(sql`check (state in ('QUEUED', 'RUNNING', 'DONE', 'FAILED'))`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().modifyEnd(sql`check (max_attempts > 0)`))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // What a worker looks through when it claims: waiting jobs, and running ones whose lease may be over.
  await sql`create index jobs_waiting on jobs (kind, priority desc, run_after, created_at) where state = 'QUEUED'`.execute(
    db,
  );
  await sql`create index jobs_leased on jobs (lease_expires_at) where state = 'RUNNING'`.execute(db);
  await sql`create unique index jobs_dedupe on jobs (kind, dedupe_key) where dedupe_key is not null and state in ('QUEUED', 'RUNNING')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
