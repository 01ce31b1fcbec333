import { type Kysely, sql } from 'kysely';

/**
 * The products a render drew as stand-in boxes, and why (their models were missing or unreadable):
 * on the job for the render queue, and on its image for the gallery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['render_jobs', 'images'])
    await db.schema
      .alterTable(table)
      .addColumn('stand_ins', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['render_jobs', 'images'])
    await db.schema.alterTable(table).dropColumn('stand_ins').execute();
}
