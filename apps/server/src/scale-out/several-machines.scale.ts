import { readdirSync } from 'node:fs';
import type { RenderJob } from '@roomcraft/contract';
import type { Database } from '@roomcraft/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loadDemoData } from '../demo/demo-data.ts';
import { livingRoomDesign } from '../modules/renders/test-design.ts';
import { boxGlb, furnish } from '../modules/renders/test-library-products.ts';
import { shrinkQueuedJobs } from '../modules/renders/test-renders.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import {
  createScratchDatabase,
  freePort,
  type PlatformProcess,
  startProcess,
  untilHealthy,
} from './processes.ts';

/**
 * Two API servers and two render workers, each its own process with its own empty DATA_DIR, share
 * one PostgreSQL database and one S3-compatible bucket and nothing else (README: "Running on
 * several machines"). What one server takes in, the other serves, and the workers render from it.
 */
describe('two servers and two workers share one database and one bucket, and no folder', () => {
  let s3: TestS3Server;
  let scratch: { url: string; database: Database; drop(): Promise<void> };
  const processes: PlatformProcess[] = [];
  const servers: string[] = [];

  /** A call to one of the servers over HTTP, as a browser makes it. */
  async function call(
    server: number,
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ) {
    const answer = await fetch(`${servers[server]}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await answer.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
    return { status: answer.status, json: (text ? JSON.parse(text) : {}) as Record<string, any> };
  }
  const download = async (server: number, path: string) => {
    const answer = await fetch(`${servers[server]}${path}`);
    expect(answer.status, `${path} from server ${server}`).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  };
  /**
   * Asks until `done` says the answer is final (the processes work on two shared cores); a process
   * that died meanwhile fails the test with what it printed.
   */
  async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (;;) {
      const value = await ask();
      if (done(value)) return value;
      const dead = processes.find((child) => child.ended());
      if (dead) throw new Error(`${dead.name} ended:\n${dead.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    scratch = await createScratchDatabase();
    // The demo people, to sign in with; the servers themselves run without the demo (DEMO=0).
    await loadDemoData(scratch.database.db, { info: () => {} });
    const shared = { ...s3.env, DATABASE_URL: scratch.url, DEMO: '0', HOST: '127.0.0.1' };
    for (const name of ['server-a', 'server-b']) {
      const port = await freePort();
      // WORKER=0: no embedded render worker; rendering is the worker processes' job.
      const server = startProcess(name, 'apps/server/src/main.ts', {
        ...shared,
        PORT: String(port),
        WORKER: '0',
      });
      processes.push(server);
      servers.push(`http://127.0.0.1:${port}`);
      await untilHealthy(server, servers.at(-1)!);
    }
  }, 600_000);

  afterAll(async () => {
    for (const child of processes) await child.stop();
    await scratch?.drop();
    await s3?.close();
  }, 120_000);

  it('serves from one server the model uploaded through the other, and renders it on the workers', async () => {
    const login = async (server: number, email: string) =>
      (await call(server, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } })).json
        .token as string;
    const manager = await login(0, 'manager@demo.example');
    const designer = await login(1, 'designer@demo.example');

    // A product model uploaded through server A, processed by whichever server takes the job.
    const me = (await call(0, 'GET', '/api/v1/user/me', { token: manager })).json.user;
    const created = await call(0, 'POST', '/api/v1/product', {
      token: manager,
      body: { libType: 'enterprise', ownerId: me.enterpriseId, type: 'FURNITURE', name: 'Red armchair' },
    });
    expect(created.status).toBe(201);
    const productId = created.json.product.id as string;
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from(await boxGlb({ name: 'Red armchair', color: [0.8, 0.03, 0.03] }))]),
      'armchair.glb',
    );
    const uploaded = await fetch(`${servers[0]}/api/v1/product/${productId}/model`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(202);
    const product = await until(
      async () => (await call(1, 'GET', `/api/v1/product/${productId}`, { token: manager })).json.product,
      (p) => p.status !== 'WAITING',
    );
    expect(product.failureReason ?? product.status).toBe('COMPLETED');
    // Its processed model, from either server: the same bytes, a binary glTF.
    const model = await download(1, product.editorAsset.threeD);
    expect(model.subarray(0, 4).toString()).toBe('glTF');
    expect((await download(0, product.editorAsset.threeD)).equals(model)).toBe(true);

    // A project with a design holding that product, made through server B, rendered on request to A.
    const designerMe = (await call(1, 'GET', '/api/v1/user/me', { token: designer })).json.user;
    const project = await call(1, 'POST', `/api/v1/projects/users/${designerMe.id}`, {
      token: designer,
      body: {
        name: 'Flat on two machines',
        design: furnish(livingRoomDesign(), [{ id: 'armchair', productId, x: 2500, y: 2000 }]),
      },
    });
    expect(project.status).toBe(201);
    const sessions = { cycles: 'CYCLES', webgl: 'WEBGL' };
    for (const [sessionId, engine] of Object.entries(sessions)) {
      const requested = await call(0, 'POST', '/api/v1/renders', {
        token: designer,
        body: { projectId: project.json.project.id, sessionId, type: 1, tier: 'standard-render', engine },
      });
      expect(requested.status, JSON.stringify(requested.json)).toBe(201);
    }
    // Small but real renders; the workers start once the jobs are shrunk, so none starts large.
    await shrinkQueuedJobs(scratch.database.db, { width: 320, height: 180, samples: 16 });
    for (const name of ['worker-a', 'worker-b']) {
      processes.push(startProcess(name, 'apps/worker/src/main.ts', { ...s3.env, DATABASE_URL: scratch.url }));
    }
    for (const sessionId of Object.keys(sessions)) {
      const [job] = await until(
        async () =>
          (await call(1, 'GET', `/api/v1/renders?sessionId=${sessionId}`, { token: designer })).json
            .renders as RenderJob[],
        ([j]) => j!.state === 'DONE' || j!.state === 'FAILED',
      );
      expect(job!.error ?? job!.state, processes.map((p) => `${p.name}:\n${p.output()}`).join('\n')).toBe(
        'DONE',
      );
      // The worker read the processed model from the bucket: the armchair is drawn, not a stand-in box.
      expect(job!.standIns).toEqual([]);
      const picture = await download(0, `/api/v1/image/${job!.imageId}/file`);
      expect(picture.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await download(1, `/api/v1/image/${job!.imageId}/file`)).equals(picture)).toBe(true);
    }
    const rendered = await scratch.database.db.selectFrom('render_jobs').select('worker_id').execute();
    expect(rendered.every((job) => job.worker_id?.startsWith('worker-'))).toBe(true);
    // Nothing went to any process's own folder: everything lives in the database and the bucket.
    for (const child of processes) expect(readdirSync(child.dataDir), child.name).toEqual([]);
  }, 900_000);
});
