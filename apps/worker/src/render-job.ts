import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGE_TYPE_OF_RENDER, RenderImageType, type RenderJobSpec } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { birdViewCutaway, type Design, describeDesign } from '@roomcraft/scene';
import type { BlobStore, RenderJobRow } from '@roomcraft/server';
import type { Kysely } from 'kysely';
import type { RenderEngine } from './engines/engine.ts';
import { type ProductModels, productLightsOf } from './export/product-models.ts';
import { SceneGltfWriter } from './export/scene-to-gltf.ts';
import type { StandIn } from './export/stand-in.ts';
import { postProcess, type Watermark } from './post-process.ts';

/** Where the worker reports what an operator should see (pino's signature: the server's logger fits). */
export interface WorkerLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface RenderJobDeps {
  db: Kysely<DB>;
  blobs: BlobStore;
  models: ProductModels;
  engines: Map<string, RenderEngine>;
  log?: WorkerLog;
}

/** What a finished job hands back: its image, and the products it drew as stand-ins. */
export interface JobResult {
  imageId: string;
  standIns: StandIn[];
}

/** A time-of-day sun for every render: mid-afternoon light through the windows. */
export const AFTERNOON_SUN = { elevationDeg: 38, azimuthDeg: 215, strength: 3.5 };

/**
 * Runs one job: the frozen design becomes a glTF scene, the engine renders it, the picture is
 * post-processed and stored, and the image row is written. Returns the new image's id and the
 * products drawn as stand-ins.
 */
export async function runRenderJob(
  job: RenderJobRow,
  deps: RenderJobDeps,
  onProgress: (f: number) => void,
): Promise<JobResult> {
  const spec = job.spec as unknown as RenderJobSpec;
  const engine = deps.engines.get(job.engine);
  if (!engine) throw new Error(`this worker has no ${job.engine} engine`);
  const dir = await mkdtemp(join(tmpdir(), `render-${job.id}-`));
  try {
    const parts = await sceneParts(spec, deps.models, spec.ceilings, job.type === RenderImageType.Birdview);
    const scenePath = join(dir, 'scene.glb');
    const standIns = await writeScene(job, deps, parts, scenePath);
    onProgress(0.05);
    const outputPath = join(dir, 'render.png');
    await engine.render({
      scenePath,
      outputPath,
      settings: {
        width: spec.width,
        height: spec.height,
        samples: spec.samples,
        camera: spec.camera,
        sun: AFTERNOON_SUN,
      },
      onProgress: (f) => onProgress(0.05 + f * 0.85),
    });
    const processed = await postProcess(outputPath, await watermarkOf(deps.db, job.enterprise_id));
    onProgress(0.95);
    return { imageId: await storeImage(deps, job, spec, processed, standIns), standIns };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The parts of the job's floor, as the 3D view draws them; a bird view has the walls between its
 * camera and the rooms cut down, as the editor's bird view does.
 */
export async function sceneParts(
  spec: RenderJobSpec,
  models: ProductModels,
  ceilings: boolean,
  cutaway = false,
) {
  const design = spec.design as Design;
  const floor = design.floors.find((f) => f.id === spec.floorId) ?? design.floors[0];
  // Lamps light the render as they light the 3D view: their lights come from their products.
  const productLights = await productLightsOf(models, floor?.items ?? []);
  const [x, , y] = spec.camera.position;
  return describeDesign(design, spec.floorId, {
    ceilings,
    productLights,
    cutaway: cutaway && floor ? birdViewCutaway(floor, { x: x * 1000, y: y * 1000 }) : undefined,
  });
}

export async function watermarkOf(db: Kysely<DB>, enterpriseId: string | null): Promise<Watermark | null> {
  if (!enterpriseId) return null;
  const row = await db
    .selectFrom('enterprises')
    .select('watermark_settings')
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  return (row?.watermark_settings as unknown as Watermark | undefined) ?? null;
}

/** Writes the job's scene to a file; each product drawn as a stand-in is logged with its id. */
export async function writeScene(
  job: RenderJobRow,
  deps: Pick<RenderJobDeps, 'models' | 'log'>,
  parts: Awaited<ReturnType<typeof sceneParts>>,
  path: string,
): Promise<StandIn[]> {
  const { glb, standIns } = await new SceneGltfWriter(deps.models).write(parts);
  await writeFile(path, glb);
  for (const standIn of standIns)
    deps.log?.warn(
      { jobId: job.id, productId: standIn.productId, reason: standIn.reason, itemIds: standIn.itemIds },
      `render ${job.id}: product ${standIn.productId} is drawn as a stand-in box: ${standIn.detail}`,
    );
  return standIns;
}

/** A file kept beside a job's picture (a bake's scene), its key made from the image's uuid. */
export interface Attachment {
  key: (imageUuid: string) => string;
  /** Opened only when the image is stored (a retried job that stored it already opens nothing). */
  open: () => Readable;
}

/** One image per job: a retried job that already stored its image finds it instead of adding a second. */
export async function storeImage(
  deps: Pick<RenderJobDeps, 'db' | 'blobs'>,
  job: RenderJobRow,
  spec: RenderJobSpec,
  processed: Awaited<ReturnType<typeof postProcess>>,
  standIns: StandIn[],
  attachments: Attachment[] = [],
): Promise<string> {
  const existing = await deps.db
    .selectFrom('images')
    .select('id')
    .where('render_job_id', '=', job.id)
    .executeTakeFirst();
  if (existing) return existing.id;
  const uuid = randomUUID();
  const blobKey = `images/${uuid}/image.jpg`;
  const thumbnailKey = `images/${uuid}/thumbnail.webp`;
  await deps.blobs.put(blobKey, processed.image);
  await deps.blobs.put(thumbnailKey, processed.thumbnail);
  for (const attachment of attachments) await deps.blobs.put(attachment.key(uuid), attachment.open());
  const id = uuid.replaceAll('-', '').slice(0, 23);
  const inserted = await deps.db
    .insertInto('images')
    .values({
      id,
      uuid,
      user_id: job.user_id,
      enterprise_id: job.enterprise_id,
      project_id: job.project_id,
      name:
        spec.cameraName ??
        `${IMAGE_TYPE_OF_RENDER[job.type]} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
      type: IMAGE_TYPE_OF_RENDER[job.type] ?? 'RENDER_SHOT',
      status: 'DONE',
      blob_key: blobKey,
      thumbnail_key: thumbnailKey,
      width: processed.width,
      height: processed.height,
      render_job_id: job.id,
      floorplan_id: spec.floorId,
      items: JSON.stringify([]),
      stand_ins: JSON.stringify(standIns),
    })
    .onConflict((oc) => oc.column('render_job_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // Another worker stored the same job's image a moment earlier.
  await deps.blobs.delete(blobKey);
  await deps.blobs.delete(thumbnailKey);
  for (const attachment of attachments) await deps.blobs.delete(attachment.key(uuid));
  const winner = await deps.db
    .selectFrom('images')
    .select('id')
    .where('render_job_id', '=', job.id)
    .executeTakeFirstOrThrow();
  return winner.id;
}
