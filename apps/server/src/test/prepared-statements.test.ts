import { randomBytes } from 'node:crypto';
import { type Database, type DB, openDatabase, prepared } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, testEngine } from './harness.ts';

// `prepared` from @roomcraft/db, on the engine of this run, over a single connection so that what a
// connection prepared is what the next call finds.
describe('statements marked prepared', () => {
  let database: Database;
  let db: Kysely<DB>;
  const schema = `p_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    database = await openDatabase(
      testEngine === 'postgres' ? { url: POSTGRES_URL, schema, poolSize: 1 } : {},
    );
    db = database.db;
    await sql`create table notes (id int primary key, body text not null)`.execute(db);
    await sql`insert into notes values (1, 'first'), (2, 'second')`.execute(db);
  });
  afterAll(async () => {
    if (testEngine === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await database.close();
  });

  const note = (id: number) =>
    sql<Record<string, unknown>>`select * from notes where id = ${id} ${prepared}`.execute(db);

  it('answer as written, and are prepared once per connection on PostgreSQL only', async () => {
    expect((await note(1)).rows).toEqual([{ id: 1, body: 'first' }]);
    expect((await note(2)).rows).toEqual([{ id: 2, body: 'second' }]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_prepared_statements where statement like '%from notes%'`.execute(db);
    expect(rows[0]!.n).toBe(testEngine === 'postgres' ? 1 : 0);
  });

  it('still answer after a migration changes the columns they return', async () => {
    for (let i = 0; i < 6; i++) await note(1);
    await sql`alter table notes add column pinned boolean not null default false`.execute(db);
    expect((await note(1)).rows).toEqual([{ id: 1, body: 'first', pinned: false }]);
  });
});
