import { type Kysely, sql } from 'kysely';

/** Every table a product read depends on: what is listed, who sees it, and the names shown with it. */
const READ_BY_THE_LIBRARY = [
  'products',
  'product_groups',
  'categories',
  'category_visibilities',
  'brands',
  'enterprise_partners',
  'enterprises',
];

/**
 * One version of the whole catalogue, bumped by every statement that changes a table the library
 * reads, so servers can remember work done on one version (docs/decisions/library-search.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table library_version (
    one boolean primary key default true check (one),
    version bigint not null
  )`.execute(db);
  await sql`insert into library_version (version) values (1)`.execute(db);
  await sql`create function bump_library_version() returns trigger language plpgsql as $$
    begin
      update library_version set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of READ_BY_THE_LIBRARY) {
    await sql`create trigger ${sql.id(`${table}_bump_library_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_library_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function bump_library_version() cascade`.execute(db);
  await sql`drop table library_version`.execute(db);
}
