import type { Kysely } from 'kysely';

/** The light a lamp product gives (kind, candela, colour, bulb height), null for other products. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('light', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('light').execute();
}
