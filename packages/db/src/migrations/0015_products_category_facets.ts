import { type Kysely, sql } from 'kysely';

/**
 * Browsing a category with brand and colour filters, the library's most common search, is answered
 * by one btree on the three columns (docs/decisions/library-search.md): its probes find the few
 * matching rows directly, where the facets' GIN index had to read every chosen colour's and brand's
 * whole posting list. The category prefix serves every plain category lookup the old index did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index products_category_facets on products (category_id, brand_id, color_name)
    where deleted_at is null`.execute(db);
  await sql`drop index products_category`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index products_category on products (category_id) where deleted_at is null`.execute(db);
  await sql`drop index products_category_facets`.execute(db);
}
