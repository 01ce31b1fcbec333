import { type Kysely, sql } from 'kysely';

/** The tables a template list reads besides the visibility worked out per request (author names are read fresh). */
const READ_BY_TEMPLATE_LISTS = ['templates', 'template_likes'];

/**
 * One version of all templates, bumped by every statement that changes a table the lists read, so a
 * server can remember which templates a list matched until anything changes (docs/decisions/templates.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table template_version (
    one boolean primary key default true check (one),
    version bigint not null
  )`.execute(db);
  await sql`insert into template_version (version) values (1)`.execute(db);
  await sql`create function bump_template_version() returns trigger language plpgsql as $$
    begin
      update template_version set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of READ_BY_TEMPLATE_LISTS) {
    await sql`create trigger ${sql.id(`${table}_bump_template_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_template_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function bump_template_version() cascade`.execute(db);
  await sql`drop table template_version`.execute(db);
}
