import { ProductLight } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { BlobStore } from '@roomcraft/server';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { FinishImage, ProductModels } from './product-models.ts';

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

  async model(productId: string): Promise<Uint8Array | null> {
    const row = await this.row(productId);
    return row ? this.file(row, (row.assets as StoredFiles).model) : null;
  }

  async size(productId: string) {
    const row = await this.row(productId);
    if (!row?.mm_width || !row.mm_depth || !row.mm_height) return null;
    return { width: row.mm_width, depth: row.mm_depth, height: row.mm_height };
  }

  async finish(productId: string): Promise<FinishImage | null> {
    const row = await this.row(productId);
    const stored = row && (await this.file(row, (row.assets as StoredFiles).maps?.albedo));
    if (!row || !stored) return null;
    // Maps are stored as WebP; every glTF reader (Blender's importer too) takes PNG.
    const image = new Uint8Array(await sharp(stored).png().toBuffer());
    const tile = (mm: number | null) => mm ?? DEFAULT_TILE_MM;
    return {
      image,
      mimeType: 'image/png',
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
