import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migrateToLatest, openDatabase } from '@roomcraft/db';
import { sql } from 'kysely';
import { POSTGRES_URL } from '../test/harness.ts';

const ROOT = join(import.meta.dirname, '../../../..');

/** A platform process of its own (an API server or a worker), with its own empty DATA_DIR. */
export interface PlatformProcess {
  name: string;
  dataDir: string;
  /** Everything it printed, for the failure message when it dies. */
  output(): string;
  /** Whether it has ended (by itself, or stopped). */
  ended(): boolean;
  stop(): Promise<void>;
}

/** A port nobody listens on now: the system's pick for a socket opened and closed at once. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Starts `entry` (a TypeScript main of the repository) as its own Node process, as `npm start` runs
 * the server: with tsx, on this runtime, from the repository's root, with an empty DATA_DIR.
 */
export function startProcess(name: string, entry: string, env: Record<string, string>): PlatformProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    name,
    dataDir,
    output: () => output,
    ended: () => child.exitCode !== null || child.signalCode !== null,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until a started API server answers its health check; fails with its output if it never does. */
export async function untilHealthy(server: PlatformProcess, baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.ended()) break;
    // Refused connections are expected until the server listens.
    const answer = await fetch(`${baseUrl}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${server.name} did not start:\n${server.output()}`);
}

/** A PostgreSQL database of its own on the local server, migrated, and dropped again at `drop`. */
export async function createScratchDatabase(): Promise<{
  url: string;
  database: Database;
  drop(): Promise<void>;
}> {
  const name = `scale_out_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: POSTGRES_URL, poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await migrateToLatest(database);
  return {
    url: url.toString(),
    database,
    drop: async () => {
      await database.close();
      await sql`drop database ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}
