import { ProductLight } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { BlobStore } from '@roomcraft/server';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { FinishImage, ProductModels, StoredModel } from './product-models.ts';

interface StoredFiles {
  model?: string;
  maps?: Record<string, string>;
}

/** Products as the library's processing stored them: files under `library/<asset key>/`. */
export class DbProductModels implements ProductModels {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
  ) {}

  private row(productId: string) {
    return this.db
      .selectFrom('products')
      .select([
        'name',
        'status',
        'asset_key',
        'assets',
        'mm_width',
        'mm_depth',
        'mm_height',
        'tile_width_mm',
        'tile_height_mm',
        'light',
      ])
      .where('id', '=', productId)
      .executeTakeFirst();
  }

  private file(row: { asset_key: string | null }, file: string | undefined) {
    return row.asset_key && file ? this.blobs.get(`library/${row.asset_key}/${file}`) : Promise.resolve(null);
  }

  async model(productId: string): Promise<StoredModel> {
    const row = await this.row(productId);
    const missing = (why: string): StoredModel => ({ missing: why, reason: 'no_model' });
    if (!row) return missing('the product does not exist');
    const file = (row.assets as StoredFiles).model;
    if (!row.asset_key || !file)
      return missing(
        row.status === 'COMPLETED'
          ? 'the product has no 3D model'
          : `the product's model is not processed (${row.status})`,
      );
    const bytes = await this.file(row, file);
    return bytes ? { bytes } : missing(`the stored model library/${row.asset_key}/${file} is missing`);
  }

  async size(productId: string) {
    const row = await this.row(productId);
    if (!row?.mm_width || !row.mm_depth || !row.mm_height) return null;
    return { width: row.mm_width, depth: row.mm_depth, height: row.mm_height };
  }

  async name(productId: string) {
    return (await this.row(productId))?.name ?? null;
  }

  async finish(productId: string): Promise<FinishImage | null> {
    const row = await this.row(productId);
    const maps = (row?.assets as StoredFiles | undefined)?.maps ?? {};
    const map = (type: string) => (row ? this.file(row, maps[type]) : Promise.resolve(null));
    const albedo = await map('albedo');
    if (!row || !albedo) return null;
    // Maps are stored as WebP; every glTF reader (Blender's importer too) takes PNG.
    const png = async (data: Buffer) => new Uint8Array(await sharp(data).png().toBuffer());
    const normal = await map('normal');
    const metallicRoughness = await packMetallicRoughness(await map('roughness'), await map('metalness'));
    const tile = (mm: number | null) => mm ?? DEFAULT_TILE_MM;
    return {
      image: await png(albedo),
      mimeType: 'image/png',
      ...(normal ? { normal: await png(normal) } : {}),
      ...(metallicRoughness ? { metallicRoughness } : {}),
      tileWidthMm: tile(row.tile_width_mm),
      tileHeightMm: tile(row.tile_height_mm),
    };
  }

  async light(productId: string) {
    const row = await this.row(productId);
    const parsed = ProductLight.safeParse(row?.light);
    return parsed.success ? parsed.data : null;
  }
}

/** A texture without a tile size covers a metre, as in the 3D view. */
const DEFAULT_TILE_MM = 1000;

/**
 * glTF keeps roughness and metalness in one image (green and blue); the library stores them as two
 * grey maps. A channel without its map is white, so the material's factor alone sets it.
 */
export async function packMetallicRoughness(roughness: Buffer | null, metalness: Buffer | null) {
  const first = roughness ?? metalness;
  if (!first) return null;
  const { width, height } = await sharp(first).metadata();
  const grey = (map: Buffer | null) =>
    map
      ? sharp(map).resize(width, height, { fit: 'fill' }).greyscale().extractChannel(0).raw().toBuffer()
      : Promise.resolve(Buffer.alloc(width! * height!, 255));
  const [green, blue] = [await grey(roughness), await grey(metalness)];
  const packed = Buffer.alloc(width! * height! * 3, 255);
  for (let i = 0; i < width! * height!; i++) {
    packed[i * 3 + 1] = green[i]!;
    packed[i * 3 + 2] = blue[i]!;
  }
  const image = await sharp(packed, { raw: { width: width!, height: height!, channels: 3 } })
    .png()
    .toBuffer();
  return { image: new Uint8Array(image), roughness: roughness !== null, metalness: metalness !== null };
}
