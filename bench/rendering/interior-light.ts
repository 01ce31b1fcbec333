// Interior light and noise: the demo flat (furniture as stand-in boxes) rendered at the standard
// tier as a shot of the living room and as a panorama, in Cycles and WebGL. Prints the time of each
// and, for Cycles, the noise left: the same shot rendered twice with different seeds, the RMS of the
// difference / √2 (the noise of one picture, 8-bit levels), with and without the denoiser. Run: npx tsx bench/rendering/interior-light.ts
// (--engine CYCLES or WEBGL for one; --out DIR keeps the pictures).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { RENDER_TIERS } from '@roomcraft/contract';
import { describeDesign } from '@roomcraft/scene';
import sharp from 'sharp';
import { CyclesEngine } from '../../apps/worker/src/engines/cycles/cycles-engine.ts';
import type { RenderCamera, RenderEngine } from '../../apps/worker/src/engines/engine.ts';
import { WebglEngine } from '../../apps/worker/src/engines/webgl/webgl-engine.ts';
import type { ProductModels } from '../../apps/worker/src/export/product-models.ts';
import { SceneGltfWriter } from '../../apps/worker/src/export/scene-to-gltf.ts';
import { AFTERNOON_SUN } from '../../apps/worker/src/render-job.ts';
import { flatItem, twoRoomFlat } from '../view3d/flat.ts';

const { values } = parseArgs({
  options: { engine: { type: 'string' }, out: { type: 'string' }, scale: { type: 'string' } },
});
/** On a shared machine, --scale 0.5 renders at half the size (the same samples, so the same noise per pixel). */
const scale = Number(values.scale ?? 1);
const dir = mkdtempSync(join(tmpdir(), 'interior-light-'));
const out = values.out ?? dir;
mkdirSync(out, { recursive: true });

const design = twoRoomFlat([
  flatItem('sofa', 'sofa', 10, 2500, 4800),
  flatItem('table', 'table', 10, 2500, 3000),
  flatItem('bed', 'bed', 10, 7000, 1500),
]);
const sizes: Record<string, { width: number; depth: number; height: number }> = {
  sofa: { width: 2200, depth: 900, height: 800 },
  table: { width: 1200, depth: 800, height: 740 },
  bed: { width: 1600, depth: 2100, height: 500 },
};
const models: ProductModels = {
  model: async (id) => ({ missing: id, reason: 'no_model' }),
  size: async (id) => sizes[id] ?? null,
};
const scenePath = join(dir, 'flat.glb');
writeFileSync(
  scenePath,
  (await new SceneGltfWriter(models).write(describeDesign(design, undefined, { ceilings: true }))).glb,
);

const shot: RenderCamera = { kind: 'perspective', position: [4.4, 1.5, 5.6], target: [1, 1, 1], fovDeg: 60 };
const panorama: RenderCamera = { kind: 'panorama', position: [2.5, 1.6, 3], target: [2.5, 1.6, 0] };
const sized = (size: { width: number; height: number; samples: number }) => ({
  width: Math.round(size.width * scale),
  height: Math.round(size.height * scale),
  samples: size.samples,
});
const standard = sized(RENDER_TIERS['standard-render']);
const pano = sized({ width: 2048, height: 1024, samples: RENDER_TIERS['6k-panorama'].samples });

async function render(
  engine: RenderEngine,
  name: string,
  camera: RenderCamera,
  size: typeof pano,
  options: { seed?: number; denoise?: boolean } = {},
) {
  const outputPath = join(out, `${engine.name.toLowerCase()}-${name}.png`);
  const started = performance.now();
  await engine.render({
    scenePath,
    outputPath,
    settings: { ...size, camera, sun: AFTERNOON_SUN, ...options },
  });
  return { outputPath, ms: performance.now() - started };
}

async function noise(a: string, b: string): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += (x![i]! - y![i]!) ** 2;
  return Math.sqrt(sum / x!.length) / Math.SQRT2;
}

async function mean(path: string): Promise<number> {
  const { channels } = await sharp(path).stats();
  return channels.slice(0, 3).reduce((s, c) => s + c.mean, 0) / 3;
}

const engines = [new CyclesEngine(), new WebglEngine()].filter(
  (e) => !values.engine || e.name === values.engine,
);
for (const engine of engines) {
  const a = await render(engine, 'shot', shot, standard);
  const line = [`${engine.name} shot ${standard.width}×${standard.height}: ${(a.ms / 1000).toFixed(1)} s`];
  line.push(`mean level ${(await mean(a.outputPath)).toFixed(0)}/255`);
  if (engine.name === 'CYCLES') {
    const b = await render(engine, 'shot-seed2', shot, standard, { seed: 2 });
    line.push(`noise ${(await noise(a.outputPath, b.outputPath)).toFixed(2)} levels RMS`);
    const raw = await render(engine, 'shot-raw', shot, standard, { denoise: false });
    const raw2 = await render(engine, 'shot-raw-seed2', shot, standard, { seed: 2, denoise: false });
    line.push(
      `without the denoiser ${(raw.ms / 1000).toFixed(1)} s, noise ${(await noise(raw.outputPath, raw2.outputPath)).toFixed(2)} levels RMS`,
    );
  }
  console.log(line.join(', '));
  const p = await render(engine, 'panorama', panorama, pano);
  console.log(
    `${engine.name} panorama ${pano.width}×${pano.height}: ${(p.ms / 1000).toFixed(1)} s, mean level ${(await mean(p.outputPath)).toFixed(0)}/255`,
  );
}
console.log(`pictures in ${out}`);
if (!values.out) rmSync(dir, { recursive: true, force: true });
