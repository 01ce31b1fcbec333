import { type ModelSource, validateModel } from './model-source.ts';
import { checkTextures, compress, readModel, tidy } from './optimise.ts';
import { RejectedUpload } from './rejected-upload.ts';
import { readRenderModel } from './render-model.ts';
import { renderThumbnails, soupOf } from './thumbnails.ts';

/** What processing a model produces: its real size, four thumbnails and the two editor models. */
export interface ModelResult {
  size: { mmWidth: number; mmHeight: number; mmDepth: number };
  thumbnails: { view: string; png: Uint8Array }[];
  model: Uint8Array;
  decimate: Uint8Array;
}

/**
 * The CPU-heavy part of a model's processing, from the uploaded bytes to the files to store:
 * Khronos validation, limits, glTF-Transform tidying, thumbnails, meshopt compression, and a read
 * back as the render worker reads it. It touches neither the database nor the blob store, so it
 * runs in a worker thread (model-thread.ts).
 */
export async function processModel(source: ModelSource): Promise<ModelResult> {
  await validateModel(source);
  const document = await readModel(source);
  await checkTextures(document);
  const size = await tidy(document);
  const thumbnails = await renderThumbnails(await soupOf(document));
  const { model, decimate } = await compress(document);
  // Renders read the stored model as the render worker does; one it cannot read fails here, visibly.
  await readRenderModel(model).catch((error: Error) => {
    throw new RejectedUpload(`The processed model cannot be read for rendering: ${error.message}`);
  });
  return { size, thumbnails, model, decimate };
}
