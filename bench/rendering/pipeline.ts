// Rendering: the whole pipeline against Blender run by hand on the same scene and settings, a WebGL
// draft, and jobs per minute with one and two workers. Run: npx tsx bench/rendering/pipeline.ts
// (add --jobs-per-minute for the last part alone).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeDesign } from '@roomcraft/scene';
import { createRenderWorker, WebglEngine } from '@roomcraft/worker';
import { DEMO_PASSWORD, loadDemoData } from '../../apps/server/src/demo/demo-data.ts';
import { FileBlobStore } from '../../apps/server/src/modules/blobs/blob-store.ts';
import { livingRoomDesign } from '../../apps/server/src/modules/renders/test-design.ts';
import { SceneGltfWriter } from '../../apps/worker/src/export/scene-to-gltf.ts';
import { renderWithBlenderByHand } from '../support/blender.ts';
import { startBenchServer } from '../support/server.ts';

const SIZE = { width: 480, height: 270, samples: 32 };
const camera = {
  kind: 'perspective' as const,
  position: [0.6, 1.5, 3.5] as [number, number, number],
  target: [3, 1.2, 0.5] as [number, number, number],
  fovDeg: 55,
};
const sun = { elevationDeg: 38, azimuthDeg: 215, strength: 3.5 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const server = await startBenchServer('postgres');
await loadDemoData(server.db, { info: () => {} });
const call = async (method: string, path: string, token: string, body?: unknown) =>
  (
    await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
  )
    // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads answers of several shapes
    .json() as Promise<Record<string, any>>;
const { token } = (await (
  await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'designer@demo.example', password: DEMO_PASSWORD }),
  })
).json()) as { token: string };
const me = (await call('GET', '/api/v1/user/me', token)).user;
const project = (
  await call('POST', `/api/v1/projects/users/${me.id}`, token, {
    name: 'Bench flat',
    design: livingRoomDesign(),
  })
).project;
const blobs = new FileBlobStore(mkdtempSync(join(tmpdir(), 'bench-blobs-')));

async function queueJobs(count: number, engine: 'CYCLES' | 'WEBGL') {
  const cameras = Array.from({ length: count }, () => ({
    position: { x: 600, y: 3500, z: 1500 },
    target: { x: 3000, y: 500, z: 1200 },
    fovDeg: 55,
  }));
  await call('POST', '/api/v1/renders', token, {
    projectId: project.id,
    type: 0,
    tier: 'standard-render',
    engine,
    cameras,
  });
  const jobs = await server.db
    .selectFrom('render_jobs')
    .select(['id', 'spec'])
    .where('state', '=', 'QUEUED')
    .execute();
  for (const job of jobs) {
    const spec = { ...(job.spec as Record<string, unknown>), ...SIZE, camera };
    await server.db
      .updateTable('render_jobs')
      .set({ spec: JSON.stringify(spec) })
      .where('id', '=', job.id)
      .execute();
  }
}
const worker = (id: string) =>
  createRenderWorker({
    id,
    db: server.db,
    blobs,
    jobs: server.platform.jobs,
    renders: server.platform.renderJobs,
  });
const onlyThroughput = process.argv.includes('--jobs-per-minute');

// The same scene and settings, once by hand and once through the queue.
const dir = mkdtempSync(join(tmpdir(), 'bench-render-'));
const scenePath = join(dir, 'scene.glb');
const models = {
  model: async () => ({ missing: 'the living room holds no products', reason: 'no_model' as const }),
  size: async () => null,
};
writeFileSync(
  scenePath,
  (await new SceneGltfWriter(models).write(describeDesign(livingRoomDesign(), undefined, { ceilings: true })))
    .glb,
);
const settingsPath = join(dir, 'settings.json');
writeFileSync(
  settingsPath,
  JSON.stringify({ ...SIZE, camera, sun, scenePath, outputPath: join(dir, 'by-hand.png') }),
);
const byHand: number[] = [];
const pipeline: number[] = [];
for (let run = 0; run < (onlyThroughput ? 0 : 3); run++) {
  let start = performance.now();
  await renderWithBlenderByHand(settingsPath);
  byHand.push(performance.now() - start);
  await queueJobs(1, 'CYCLES');
  start = performance.now();
  await worker('bench-pipeline').drain();
  pipeline.push(performance.now() - start);
}
if (!onlyThroughput) {
  console.log(`Cycles ${SIZE.width}×${SIZE.height}, ${SIZE.samples} samples (median of 3)`);
  console.log(`  Blender by hand:          ${seconds(median(byHand))}`);
  console.log(
    `  whole pipeline (queue, export, render, JPEG, thumbnail, store): ${seconds(median(pipeline))}`,
  );
  console.log(
    `  pipeline overhead:        ${(((median(pipeline) - median(byHand)) / median(byHand)) * 100).toFixed(1)} %`,
  );
}

const drafts: number[] = [];
for (let run = 0; run < (onlyThroughput ? 0 : 3); run++) {
  const start = performance.now();
  await new WebglEngine().render({
    scenePath,
    outputPath: join(dir, 'draft.png'),
    settings: { ...SIZE, camera, sun },
  });
  drafts.push(performance.now() - start);
}
if (!onlyThroughput)
  console.log(`WebGL draft ${SIZE.width}×${SIZE.height}: ${seconds(median(drafts))} (median of 3)`);

for (const workers of [1, 2]) {
  const jobs = 6;
  await queueJobs(jobs, 'CYCLES');
  const start = performance.now();
  await Promise.all(Array.from({ length: workers }, (_, i) => worker(`bench-${workers}-${i}`).drain()));
  const minutes = (performance.now() - start) / 60_000;
  console.log(
    `${workers} worker(s): ${(jobs / minutes).toFixed(1)} jobs per minute (${jobs} Cycles jobs on this ${process.env.NPROC ?? 2}-core machine)`,
  );
}

rmSync(dir, { recursive: true, force: true });
await server.close();
