import type { DB } from '@roomcraft/db';
import type { BlobStore } from '@roomcraft/server';
import type { Kysely } from 'kysely';
import type { ProductModels } from './product-models.ts';

/** Product models as the library's processing stored them: `library/<asset key>/<model file>`. */
export class DbProductModels implements ProductModels {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
  ) {}

  private row(productId: string) {
    return this.db
      .selectFrom('products')
      .select(['asset_key', 'assets', 'mm_width', 'mm_depth', 'mm_height'])
      .where('id', '=', productId)
      .executeTakeFirst();
  }

  async model(productId: string): Promise<Uint8Array | null> {
    const row = await this.row(productId);
    const file = (row?.assets as { model?: string } | undefined)?.model;
    if (!row?.asset_key || !file) return null;
    return this.blobs.get(`library/${row.asset_key}/${file}`);
  }

  async size(productId: string) {
    const row = await this.row(productId);
    if (!row?.mm_width || !row.mm_depth || !row.mm_height) return null;
    return { width: row.mm_width, depth: row.mm_depth, height: row.mm_height };
  }
}
