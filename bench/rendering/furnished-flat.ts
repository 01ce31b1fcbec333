// Rendering the demo flat furnished with 50 library products, each model meshopt-compressed exactly
// as the library's processing stores it: the export (decoding every model into one plain glTF), a
// WebGL draft and a Cycles render at the standard tier, against Blender run by hand on the same
// exported scene and settings. Run: npx tsx bench/rendering/furnished-flat.ts [--runs 3] [--keep]
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDER_TIERS } from '@roomcraft/contract';
import { describeDesign } from '@roomcraft/scene';
import { CyclesEngine, WebglEngine } from '@roomcraft/worker';
import { buildGlb } from '../../apps/server/src/modules/library/demo/model-builder.ts';
import { compress, readModel, tidy } from '../../apps/server/src/modules/library/processing/optimise.ts';
import type { RenderSettings } from '../../apps/worker/src/engines/engine.ts';
import type { ProductModels } from '../../apps/worker/src/export/product-models.ts';
import { SceneGltfWriter } from '../../apps/worker/src/export/scene-to-gltf.ts';
import { AFTERNOON_SUN } from '../../apps/worker/src/render-job.ts';
import { renderWithBlenderByHand } from '../support/blender.ts';
import { flatItem, twoRoomFlat } from '../view3d/flat.ts';
import { benchProducts } from '../view3d/furniture.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
const tier = RENDER_TIERS['standard-render'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
async function timed(runs: number, task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  return median(times);
}

// The 50 products' models as the library stores them: the pipeline's own read, tidy and meshopt
// compression (thumbnails, which do not change the model, are left out).
const stored = new Map<
  string,
  { bytes: Uint8Array; size: { width: number; depth: number; height: number } }
>();
for (const [k, spec] of benchProducts(50).entries()) {
  const upload = await buildGlb(spec.name, spec.parts, spec.materials);
  const document = await readModel({ name: `${spec.key}.glb`, data: upload, resources: {} });
  const mm = await tidy(document);
  const { model } = await compress(document);
  stored.set(`product-${k}`, {
    bytes: model,
    size: { width: mm.mmWidth, depth: mm.mmDepth, height: mm.mmHeight },
  });
}
const models: ProductModels = {
  model: async (id) => {
    const found = stored.get(id);
    return found ? { bytes: found.bytes } : { missing: 'not in the bench library', reason: 'no_model' };
  },
  size: async (id) => stored.get(id)?.size ?? null,
};

// One of each product, on a 5 × 5 grid in each room (living room x 0–5 m, bedroom 5–9 m, 6 m deep).
const items = [...stored.keys()].map((id, i) => {
  const [x0, width] = i < 25 ? [0, 5000] : [5000, 4000];
  const k = i % 25;
  const x = x0 + ((k % 5) + 0.5) * (width / 5);
  const y = (Math.floor(k / 5) + 0.5) * (6000 / 5);
  return flatItem(`i${i}`, id, 10, x, y, 0, (i % 4) * (Math.PI / 2));
});
const design = twoRoomFlat(items);

// A bird view of the whole flat, framed as the render service frames one (cameras.ts).
const size = 9000;
const settings: RenderSettings = {
  width: tier.width,
  height: tier.height,
  samples: tier.samples,
  camera: {
    kind: 'perspective',
    position: [(4500 - size * 0.55) / 1000, (size * 0.95) / 1000, (3000 + size * 0.95) / 1000],
    target: [4.5, 0, 3],
    fovDeg: 45,
  },
  sun: AFTERNOON_SUN,
};

const dir = mkdtempSync(join(tmpdir(), 'bench-furnished-'));
const scenePath = join(dir, 'scene.glb');
let standIns = 0;
const exportMs = await timed(Math.max(RUNS, 3), async () => {
  const parts = describeDesign(design, undefined, { ceilings: false });
  const written = await new SceneGltfWriter(models).write(parts);
  standIns = written.standIns.length;
  writeFileSync(scenePath, written.glb);
});
const webglMs = await timed(RUNS, () =>
  new WebglEngine().render({ scenePath, outputPath: join(dir, 'webgl.png'), settings }),
);
const cyclesMs = await timed(RUNS, () =>
  new CyclesEngine().render({ scenePath, outputPath: join(dir, 'cycles.png'), settings }),
);
// Blender by hand: the same script, scene and settings, no worker around it.
const settingsPath = join(dir, 'by-hand.json');
writeFileSync(settingsPath, JSON.stringify({ ...settings, scenePath, outputPath: join(dir, 'by-hand.png') }));
const byHandMs = await timed(RUNS, () => renderWithBlenderByHand(settingsPath));

const sceneMb = (statSync(scenePath).size / 1e6).toFixed(1);
console.log(`Demo flat, 50 placed products (meshopt-compressed as stored), ${tier.width}×${tier.height}`);
console.log(
  `  export to glTF (decode 50 models):  ${seconds(exportMs)}  (${sceneMb} MB, ${standIns} stand-ins)`,
);
console.log(`  WebGL draft:                        ${seconds(webglMs)}`);
console.log(`  Cycles, standard tier (${tier.samples} samples): ${seconds(cyclesMs)}`);
console.log(`  Blender by hand, same scene:        ${seconds(byHandMs)}`);
console.log(
  `  engine overhead over by hand:       ${(((cyclesMs - byHandMs) / byHandMs) * 100).toFixed(1)} %`,
);
if (process.argv.includes('--keep')) console.log(`  scene and pictures kept in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
