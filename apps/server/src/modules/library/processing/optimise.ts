import { type Document, type GLTF, Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import {
  cloneDocument,
  dedup,
  getBounds,
  meshopt,
  prune,
  simplify,
  textureCompress,
  weld,
} from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import sharp from 'sharp';
import { gltfJsonOf, MODEL_LIMITS, type ModelSource } from './model-source.ts';
import { RejectedUpload } from './rejected-upload.ts';

/** Largest texture side in the processed models. */
export const OUTPUT_TEXTURE_PX = 2048;
/** Share of the triangles the decimated model keeps. */
const DECIMATE_RATIO = 0.25;
/** glTF-Transform reports every step at INFO; the job log says what matters. */
const QUIET = new Logger(Logger.Verbosity.WARN);

let io: Promise<NodeIO> | undefined;
function nodeIO(): Promise<NodeIO> {
  io ??= Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready, MeshoptSimplifier.ready]).then(() =>
    new NodeIO()
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'meshopt.encoder': MeshoptEncoder, 'meshopt.decoder': MeshoptDecoder }),
  );
  return io;
}

export async function readModel(source: ModelSource): Promise<Document> {
  const reader = await nodeIO();
  try {
    const json = gltfJsonOf(source.data);
    const document = json
      ? await reader.readJSON({
          json: json as GLTF.IGLTF,
          resources: source.resources as Record<string, Uint8Array<ArrayBuffer>>,
        })
      : await reader.readBinary(source.data);
    return document.setLogger(QUIET);
  } catch (error) {
    throw new RejectedUpload(`The model cannot be read: ${(error as Error).message}`);
  }
}

/** Refuses textures larger than the upload limit, by their real pixel size. */
export async function checkTextures(document: Document): Promise<void> {
  for (const texture of document.getRoot().listTextures()) {
    const image = texture.getImage();
    const meta = image
      ? await sharp(image)
          .metadata()
          .catch(() => null)
      : null;
    if (!meta?.width || !meta.height)
      throw new RejectedUpload(
        `The texture ${texture.getName() || texture.getURI()} is not a readable image.`,
      );
    if (Math.max(meta.width, meta.height) > MODEL_LIMITS.texturePx) {
      throw new RejectedUpload(
        `A texture is ${meta.width}×${meta.height} px; the limit is ${MODEL_LIMITS.texturePx} px a side.`,
      );
    }
  }
}

/** Prunes, deduplicates and shrinks textures in place; answers the size in millimetres (glTF units are metres). */
export async function tidy(
  document: Document,
): Promise<{ mmWidth: number; mmHeight: number; mmDepth: number }> {
  await document.transform(
    prune(),
    dedup(),
    textureCompress({ encoder: sharp, resize: [OUTPUT_TEXTURE_PX, OUTPUT_TEXTURE_PX] }),
  );
  const scene = document.getRoot().getDefaultScene() ?? document.getRoot().listScenes()[0];
  if (!scene) throw new RejectedUpload('The model has no scene.');
  const { min, max } = getBounds(scene);
  const mm = (i: number) => Math.max(1, Math.round((max[i]! - min[i]!) * 1000));
  if (![0, 1, 2].every((i) => Number.isFinite(max[i]! - min[i]!)))
    throw new RejectedUpload('The model has no geometry.');
  return { mmWidth: mm(0), mmHeight: mm(1), mmDepth: mm(2) };
}

/** The editor model (meshopt-compressed) and a reduced-polygon one, as GLB files. */
export async function compress(document: Document): Promise<{ model: Uint8Array; decimate: Uint8Array }> {
  const writer = await nodeIO();
  const reduced = cloneDocument(document).setLogger(QUIET);
  await reduced.transform(
    weld(),
    simplify({ simplifier: MeshoptSimplifier, ratio: DECIMATE_RATIO, error: 0.01 }),
    meshopt({ encoder: MeshoptEncoder }),
  );
  await document.transform(meshopt({ encoder: MeshoptEncoder }));
  return { model: await writer.writeBinary(document), decimate: await writer.writeBinary(reduced) };
}
