import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Engine, migrateToLatest, openDatabase } from '@roomcraft/db';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A real server on a port of its own, on a fresh PGlite or a fresh PostgreSQL schema. */
export async function startBenchServer(engine: Engine) {
  const schema = engine === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  // The pool the server would open by default: on two cores, ten backends already outnumber them.
  const database = await openDatabase(engine === 'postgres' ? { url: POSTGRES_URL, schema } : {});
  await migrateToLatest(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDist: undefined };
  const { app, platform } = await buildApp({ db: database.db, config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    db: database.db,
    platform,
    async close() {
      await app.close();
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions extends autocannon.Options {
  /** A CommonJS module whose default export changes each request (autocannon's setupRequest). */
  vary?: string;
}

/**
 * Runs autocannon in a worker thread, off the server's event loop: two seconds to warm up (the JIT,
 * the pools), then a fixed time measured; returns throughput and latency percentiles (ms).
 */
export async function load({ vary, ...options }: LoadOptions): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      connections: 20,
      workers: 1,
      ...options,
      duration,
      // In a worker thread a function travels as the path of the module that exports it.
      ...(vary ? { requests: [{ setupRequest: vary }] } : {}),
    });
  await run(2);
  const result = await run(Number(options.duration ?? 8));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printRow(label: string, r: LoadResult): void {
  console.log(
    `${label.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`,
  );
}
