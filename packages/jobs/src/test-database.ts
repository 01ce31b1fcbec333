import { randomBytes } from 'node:crypto';
import { type Database, migrateToLatest, openDatabase } from '@roomcraft/db';
import { sql } from 'kysely';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const ENGINES = ['pglite', 'postgres'] as const;

/** A migrated empty database: in-memory PGlite, or a schema of its own on PostgreSQL (dropped by close). */
export async function openTestDatabase(engine: (typeof ENGINES)[number]): Promise<Database> {
  const schema = engine === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase(
    engine === 'postgres' ? { url: POSTGRES_URL, schema, poolSize: 4 } : {},
  );
  await migrateToLatest(database);
  return {
    ...database,
    close: async () => {
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}
