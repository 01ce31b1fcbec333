// GET /api/v1/user/me at 20 connections on PostgreSQL, on the server `npm start` runs: first with no
// worker (WORKER=0: idle, the demo catalogue only queued), then with its forked worker processing
// the demo catalogue. Prints throughput and p99 of each, and how far the processing got meanwhile.
// Run: npx tsx bench/jobs/responsiveness.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@roomcraft/db';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-data.ts';
import { demoFinishes } from '../../apps/server/src/modules/library/demo/finishes.ts';
import { load, POSTGRES_URL, printRow } from '../support/server.ts';

const ROOT = join(import.meta.dirname, '../..');
const name = `bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ url: POSTGRES_URL, poolSize: 1 });
await sql`create database ${sql.id(name)}`.execute(admin.db);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-jobs-'));
const database = await openDatabase({ url: url.href, poolSize: 1 });

/** The platform as `npm start` runs it, on this database; resolves once it answers. */
async function startPlatform(port: number, worker: boolean): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url.href,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKER: worker ? '1' : '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/user/me`).then(
      () => true,
      () => false,
    );
    if (up) return server;
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stopPlatform(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM');
  await once(server, 'exit');
}

const libraryJobs = async () => {
  const rows = await sql<{ state: string; count: string }>`
    select state, count(*) from jobs where kind like 'library.%' group by state`.execute(database.db);
  return Object.fromEntries(rows.rows.map((r) => [r.state, Number(r.count)]));
};

const textureJobs = async () => {
  const row = await sql<{ count: string }>`select count(*) from jobs where kind = 'library.texture'`.execute(
    database.db,
  );
  return Number(row.rows[0]!.count);
};

async function measure(port: number, label: string) {
  const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'designer@demo.example', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const before = await libraryJobs();
  const result = await load({
    url: `http://127.0.0.1:${port}/api/v1/user/me`,
    headers: { authorization: `Bearer ${token}` },
  });
  printRow(label, result);
  const after = await libraryJobs();
  console.log(`  library jobs before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
}

try {
  // The first start loads the demo people and queues the catalogue (in the server: it builds the
  // models and maps); no worker takes it. Its last step queues the finishes' maps.
  const idle = await startPlatform(18_501, false);
  const finishes = demoFinishes().length;
  while ((await textureJobs()) < finishes) await new Promise((resolve) => setTimeout(resolve, 1000));
  await measure(18_501, 'postgres: GET /api/v1/user/me, idle');
  await stopPlatform(idle);
  // The same platform with its worker: the queued catalogue is processed while requests come in.
  const busy = await startPlatform(18_502, true);
  while (((await libraryJobs()).RUNNING ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  await measure(18_502, 'postgres: GET /api/v1/user/me, processing');
  await stopPlatform(busy);
} finally {
  await database.close();
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
  await admin.close();
  rmSync(dataDir, { recursive: true, force: true });
}
