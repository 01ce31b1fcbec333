import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrateToLatest, openDatabase } from '@roomcraft/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loadDemoData } from '../../demo/demo-data.ts';
import { POSTGRES_URL } from '../../test/harness.ts';

const ROOT = resolve(import.meta.dirname, '../../../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** One server process as `npm start` runs it, on the shared database, without demo loading or render worker. */
async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      WORKER: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * The limits hold across processes: two servers share one PostgreSQL database (the embedded PGlite
 * belongs to one process, so this runs on PostgreSQL whichever engine the rest of the run uses).
 */
describe('rate limits across two server processes', () => {
  const name = `rc_limits_${randomBytes(5).toString('hex')}`;
  const databaseUrl = POSTGRES_URL.replace(/\/[^/]*$/, `/${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-limits-'));
  const children: ChildProcess[] = [];
  let servers: { base: string }[];
  let key: string;
  // No product is needed: the limit counts calls whatever they answer (here 404).
  const productId = 'no-such-product';

  beforeAll(async () => {
    const admin = await openDatabase({ url: POSTGRES_URL, poolSize: 1 });
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    await admin.close();
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await migrateToLatest(database);
    await loadDemoData(database.db, { info: () => {} });
    await database.close();
    servers = [];
    for (let i = 0; i < 2; i += 1) {
      const server = await startServer(databaseUrl, join(dataDir, `server-${i}`));
      children.push(server.child);
      servers.push(server);
    }
    const call = async (base: string, path: string, init: RequestInit = {}) => {
      const answer = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
      });
      // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
      return { status: answer.status, json: (await answer.json()) as Record<string, any> };
    };
    const signIn = await call(servers[0]!.base, '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.example', password: DEMO_PASSWORD }),
    });
    const me = await call(servers[1]!.base, '/api/v1/user/me', {
      headers: { authorization: `Bearer ${signIn.json.token}` },
    });
    const issued = await call(servers[1]!.base, '/api/v1/api-key', {
      method: 'POST',
      headers: { authorization: `Bearer ${signIn.json.token}` },
      body: JSON.stringify({ enterpriseId: me.json.user.enterpriseId, name: 'two servers' }),
    });
    key = issued.json.key;
    const ops = await call(servers[0]!.base, '/ops/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'operator@demo.example', password: DEMO_PASSWORD }),
    });
    const limited = await call(
      servers[0]!.base,
      `/ops/v1/enterprises/${me.json.user.enterpriseId}/open-api-limits`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ops.json.token}` },
        body: JSON.stringify({ readsPerSecond: 1, writesPerSecond: 1 }),
      },
    );
    expect(limited.status).toBe(200);
  });

  afterAll(async () => {
    for (const child of children) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    const admin = await openDatabase({ url: POSTGRES_URL, poolSize: 1 });
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares one bucket: the two servers together let through no more than the limit', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${servers[i % 2]!.base}/api/v1/cylinder/product/${productId}`, {
          headers: { 'x-api-key': key },
        }).then((r) => ({ server: i % 2, status: r.status, retryAfter: r.headers.get('retry-after') })),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const passed = answers.filter((a) => a.status !== 429);
    // One bucket of one call, refilled at one a second: at most 1 + the seconds the burst took.
    // Counters kept per process would let through at least one per server plus two a second.
    expect(passed.length).toBeLessThanOrEqual(1 + Math.floor(seconds));
    for (const server of [0, 1]) {
      const refused = answers.filter((a) => a.server === server && a.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((a) => a.retryAfter === '1')).toBe(true);
    }
  });
});
