import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@roomcraft/db';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { DEMO_PASSWORD, loadDemoData } from '../demo/demo-data.ts';
import type { Clock } from '../lib/clock.ts';

export const TEST_RENDER_SERVER_TOKEN = 'test-render-server-token';
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Which engine this test run uses: the vitest project sets TEST_DB (pglite or postgres). */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A real server on a real, empty database of its own: in-memory PGlite, or a fresh schema on the
 * local PostgreSQL, dropped again at close.
 */
export async function createTestApp(
  options: { demo?: boolean; config?: Partial<Config>; clock?: Clock } = {},
) {
  const schema = testEngine === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase(
    testEngine === 'postgres' ? { url: POSTGRES_URL, schema, poolSize: 4 } : {},
  );
  await migrateToLatest(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir }),
    webDist: undefined,
    publicUrl: 'http://test.local',
    renderServerToken: TEST_RENDER_SERVER_TOKEN,
    ...options.config,
  };
  const { app, platform } = await buildApp({ db: database.db, config, logger: false, clock: options.clock });
  await app.ready();
  if (options.demo !== false) await loadDemoData(database.db, { info: () => {} });

  async function call(method: string, url: string, opts: CallOptions = {}) {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
    const json = response.body ? (JSON.parse(response.body) as Record<string, any>) : {};
    return { status: response.statusCode, json, headers: response.headers };
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const { status, json } = await call('POST', '/auth/login', { body: { email, password } });
    if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status} ${JSON.stringify(json)}`);
    return json.token as string;
  }

  async function close() {
    await app.close();
    if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, db: database.db, platform, call, login, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
