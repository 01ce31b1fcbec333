import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderJobSpec } from '@roomcraft/contract';
import { type Design, type Floor, interiorPoint, roomOutline, signedArea } from '@roomcraft/scene';
import { bakedSceneKey, type RenderJobRow } from '@roomcraft/server';
import { postProcess } from './post-process.ts';
import {
  AFTERNOON_SUN,
  type JobResult,
  type RenderJobDeps,
  sceneParts,
  storeImage,
  watermarkOf,
  writeScene,
} from './render-job.ts';

/** The gallery's picture of a bake: the baked room seen from above, ceilings left out. */
const PREVIEW = { width: 960, height: 540 };

/**
 * Runs one bake (RenderImageType 4): the floor with its ceilings becomes a glTF scene, Cycles bakes
 * its light into one atlas and writes a GLB whose unlit materials carry it; the GLB is stored
 * beside a preview picture, which is the job's image. Returns the image's id and the stand-ins.
 */
export async function runBakeJob(
  job: RenderJobRow,
  deps: RenderJobDeps,
  onProgress: (f: number) => void,
): Promise<JobResult> {
  const spec = job.spec as unknown as RenderJobSpec;
  const engine = deps.engines.get('CYCLES');
  if (!engine?.bake) throw new Error('this worker cannot bake light maps: it has no Cycles engine');
  const dir = await mkdtemp(join(tmpdir(), `bake-${job.id}-`));
  try {
    const scenePath = join(dir, 'scene.glb');
    const standIns = await writeScene(job, deps, await sceneParts(spec, deps.models, true), scenePath);
    onProgress(0.05);
    const bakedPath = join(dir, 'baked.glb');
    const previewPath = join(dir, 'preview.png');
    await engine.bake({
      scenePath,
      outputPath: bakedPath,
      lightmapPath: join(dir, 'lightmap.png'),
      settings: {
        size: spec.width,
        samples: spec.samples,
        sun: AFTERNOON_SUN,
        walkStart: walkStart((spec.design as Design).floors.find((f) => f.id === spec.floorId)),
        preview: { outputPath: previewPath, ...PREVIEW, camera: spec.camera },
      },
      onProgress: (f) => onProgress(0.05 + f * 0.85),
    });
    const processed = await postProcess(previewPath, await watermarkOf(deps.db, job.enterprise_id));
    onProgress(0.95);
    const imageId = await storeImage(deps, job, spec, processed, standIns, [
      { key: bakedSceneKey, open: () => createReadStream(bakedPath) },
    ]);
    return { imageId, standIns };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Where a walk through the bake begins: inside the floor's largest room, on its floor (metres, glTF axes). */
function walkStart(floor: Floor | undefined): [number, number, number] | undefined {
  const outlines = (floor?.rooms ?? []).map((room) => roomOutline(floor!, room)).filter((o) => o.length >= 3);
  if (!floor || outlines.length === 0) return undefined;
  const largest = outlines.reduce((a, b) => (Math.abs(signedArea(b)) > Math.abs(signedArea(a)) ? b : a));
  const point = interiorPoint(largest);
  return [point.x / 1000, floor.elevation / 1000, point.y / 1000];
}
