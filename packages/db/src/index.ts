import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparingPool } from './prepared.ts';
import type { DB } from './schema.ts';

export { prepared } from './prepared.ts';
export type { DB } from './schema.ts';
export type * from './tables/billing.ts';
export type * from './tables/identity.ts';
export type * from './tables/image-bundles.ts';
export type * from './tables/jobs.ts';
export type * from './tables/maps.ts';
export type * from './tables/open-api.ts';
export type * from './tables/operations.ts';
export type * from './tables/previews.ts';
export type * from './tables/product-orders.ts';
export type * from './tables/products.ts';
export type * from './tables/quotas.ts';
export type * from './tables/renders.ts';
export type * from './tables/room-types.ts';
export type * from './tables/templates.ts';
export type * from './tables/workspace.ts';

export type Engine = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; absent for embedded PGlite. */
  url?: string;
  /** Where PGlite keeps its files; absent keeps it in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
}

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** The PostgreSQL schema the database works in; absent means the default (public). */
  schema?: string;
  close(): Promise<void>;
}

/** Opens the platform database: PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    if (options.schema) await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
    return { db, engine: 'postgres', schema: options.schema, close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: join(options.dataDir) } : {}),
    extensions: { pg_trgm },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

/** Brings the schema up to date; safe to run at every start. */
export async function migrateToLatest({ db, schema }: Pick<Database, 'db' | 'schema'>): Promise<string[]> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db).catch(() => {
    // Another process may create it at the same moment on PostgreSQL; the migration that needs it will say so.
  });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Domains number their migrations independently; a database that ran a later number first still takes an earlier one.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
export { openParentDatabase, serveDatabaseTo } from './ipc-dialect.ts';
