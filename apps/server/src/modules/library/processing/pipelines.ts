import sharp from 'sharp';
import { newId } from '../../../lib/ids.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { LibraryAssets } from '../assets.ts';
import type { ProductFiles } from '../products/product.presenter.ts';
import type { ProductsRepository } from '../products/products.repository.ts';
import { checkImage } from '../uploads/images.ts';
import type { ModelSource } from './model-source.ts';
import type { ModelResult } from './model-work.ts';
import { OUTPUT_TEXTURE_PX } from './optimise.ts';
import { RejectedUpload } from './rejected-upload.ts';
import { THUMBNAIL_PX } from './thumbnails.ts';

/** A stored upload file: its name in the upload and its blob key. */
export interface StoredFile {
  name: string;
  key: string;
}
export interface ModelPayload {
  main: StoredFile;
  resources: StoredFile[];
}
export interface TexturePayload {
  maps: (StoredFile & { type: string })[];
  tileWidthMm: number;
  tileHeightMm: number;
}

export interface PipelineDeps {
  blobs: BlobStore;
  assets: LibraryAssets;
  products: ProductsRepository;
  /** The model pipeline; a worker thread (ModelThread) in the server, so the event loop stays free. */
  processModel: (source: ModelSource) => Promise<ModelResult>;
}

/**
 * The processing of one upload: a model is validated, measured, tidied, drawn from four angles and
 * compressed (off the event loop, see model-work.ts); a texture's maps are checked and resized
 * (sharp works in its own threads). Results go under a fresh asset key, so the
 * product switches to them at once when it turns COMPLETED.
 */
export class Pipelines {
  constructor(private readonly deps: PipelineDeps) {}

  run(kind: 'model' | 'texture', productId: string, payload: ModelPayload | TexturePayload): Promise<void> {
    return kind === 'model'
      ? this.model(productId, payload as ModelPayload)
      : this.texture(productId, payload as TexturePayload);
  }

  private async read(file: StoredFile): Promise<Buffer> {
    const data = await this.deps.blobs.get(file.key);
    if (!data) throw new RejectedUpload(`The uploaded file ${file.name} is gone; upload the model again.`);
    return data;
  }

  private async model(productId: string, payload: ModelPayload): Promise<void> {
    const source: ModelSource = {
      name: payload.main.name,
      data: await this.read(payload.main),
      resources: {},
    };
    for (const resource of payload.resources) source.resources[resource.name] = await this.read(resource);
    const { size, thumbnails, model, decimate } = await this.deps.processModel(source);
    const key = newId();
    await this.deps.assets.put(key, 'model.glb', Buffer.from(model));
    await this.deps.assets.put(key, 'decimate.glb', Buffer.from(decimate));
    for (const { view, png } of thumbnails)
      await this.deps.assets.put(key, `thumb-${view}.png`, Buffer.from(png));
    const files: ProductFiles = {
      model: 'model.glb',
      decimate: 'decimate.glb',
      twoD: 'thumb-top.png',
      thumbnails: thumbnails.map(({ view }) => `thumb-${view}.png`),
    };
    await this.complete(productId, key, files, {
      mm_width: size.mmWidth,
      mm_height: size.mmHeight,
      mm_depth: size.mmDepth,
    });
    await this.discard([payload.main, ...payload.resources]);
  }

  private async texture(productId: string, payload: TexturePayload): Promise<void> {
    const key = newId();
    const maps: Record<string, string> = {};
    for (const map of payload.maps) {
      const data = await this.read(map);
      await checkImage(data, map.type).catch((error: Error) => {
        throw new RejectedUpload(`The ${map.type} map: ${error.message}`);
      });
      const webp = await sharp(data)
        .resize(OUTPUT_TEXTURE_PX, OUTPUT_TEXTURE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 92 })
        .toBuffer();
      await this.deps.assets.put(key, `${map.type}.webp`, webp);
      maps[map.type] = `${map.type}.webp`;
    }
    const albedo = payload.maps.find((m) => m.type === 'albedo')!;
    await this.deps.assets.put(key, 'thumb-tiled.png', await tiledPreview(await this.read(albedo)));
    const files: ProductFiles = { maps, thumbnails: ['thumb-tiled.png'], twoD: 'thumb-tiled.png' };
    await this.complete(productId, key, files, {
      tile_width_mm: payload.tileWidthMm,
      tile_height_mm: payload.tileHeightMm,
    });
    await this.discard(payload.maps);
  }

  private async complete(
    productId: string,
    key: string,
    files: ProductFiles,
    columns: Record<string, number>,
  ) {
    await this.deps.products.update(productId, {
      ...columns,
      status: 'COMPLETED',
      failure_reason: null,
      asset_key: key,
      assets: JSON.stringify(files),
    });
  }

  private async discard(files: StoredFile[]): Promise<void> {
    await Promise.all(files.map((file) => this.deps.blobs.delete(file.key)));
  }
}

/** Two by two tiles of the albedo map: a seam shows at once. */
async function tiledPreview(albedo: Buffer): Promise<Buffer> {
  const half = THUMBNAIL_PX / 2;
  const tile = await sharp(albedo).resize(half, half, { fit: 'cover' }).png().toBuffer();
  return sharp({ create: { width: THUMBNAIL_PX, height: THUMBNAIL_PX, channels: 4, background: '#ffffff' } })
    .composite(
      [0, 1, 2, 3].map((i) => ({ input: tile, left: (i % 2) * half, top: Math.floor(i / 2) * half })),
    )
    .png()
    .toBuffer();
}
