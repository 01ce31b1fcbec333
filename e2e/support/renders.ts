import { CyclesEngine, createRenderWorker, type RenderWorker, WebglEngine } from '@roomcraft/worker';
import { livingRoomDesign } from '../../apps/server/src/modules/renders/test-design.ts';
import { DEMO_PASSWORD } from './flows.ts';
import type { TestServer } from './server.ts';

/** Calls the API as a person would, with their session. */
export async function callAs<T>(
  server: TestServer,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** Signs a demo user in through the API and gives them a project with a 5 m × 4 m living room. */
export async function projectWithLivingRoom(server: TestServer, email: string, name: string) {
  const { json: login } = await callAs<{ token: string; user: { id: string } }>(
    server,
    'POST',
    '/auth/login',
    undefined,
    {
      email,
      password: DEMO_PASSWORD,
    },
  );
  const created = await callAs<{ project: { id: string } }>(
    server,
    'POST',
    `/api/v1/projects/users/${login.user.id}`,
    login.token,
    { name, design: livingRoomDesign() },
  );
  if (created.status !== 201) throw new Error(`the project was not created (${created.status})`);
  return { token: login.token, projectId: created.json.project.id };
}

/**
 * Render workers beside the in-process server (which runs none in tests): one with every engine,
 * and one whose Chromium is missing, to show what the dialog says about a missing engine.
 */
export function renderWorkers(server: TestServer): { full: RenderWorker; withoutChromium: RenderWorker } {
  const base = { db: server.db, blobs: server.blobs, jobs: server.jobs, renders: server.renderJobs };
  return {
    full: createRenderWorker({ id: 'e2e-worker', ...base }),
    withoutChromium: createRenderWorker({
      id: 'e2e-worker-without-chromium',
      ...base,
      engines: [new CyclesEngine(), new WebglEngine('/nowhere/chromium')],
    }),
  };
}

/** How large queued jobs render, and Cycles' samples. */
export interface RenderSizes {
  shot: [number, number];
  panorama: [number, number];
  samples: number;
}

/** Renders for real but small (CI): shots 160 × 90, panoramas 512 × 256, 8 samples for Cycles. */
const SMALL_RENDERS: RenderSizes = { shot: [160, 90], panorama: [512, 256], samples: 8 };

/** Resizes every queued job before a worker takes it; answers how many there were. */
export async function shrinkQueuedJobs(server: TestServer, sizes = SMALL_RENDERS): Promise<number> {
  const jobs = await server.db
    .selectFrom('render_jobs')
    .select(['id', 'spec'])
    .where('state', '=', 'QUEUED')
    .execute();
  for (const job of jobs) {
    const spec = job.spec as { camera: { kind: string } };
    const [width, height] = spec.camera.kind === 'panorama' ? sizes.panorama : sizes.shot;
    await server.db
      .updateTable('render_jobs')
      .set({ spec: JSON.stringify({ ...spec, width, height, samples: sizes.samples }) })
      .where('id', '=', job.id)
      .execute();
  }
  return jobs.length;
}
