import type { ColumnType, Generated } from 'kysely';

export interface ImageBundlesTable {
  id: string;
  project_id: string;
  name: string;
  description: string;
  type: string;
  public: boolean;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BundleCardsTable {
  id: string;
  bundle_id: string;
  image_id: string;
  position: number;
  bundle_type: string;
  product_ids: ColumnType<string[], string, string>;
}

export interface ImageBundleTables {
  image_bundles: ImageBundlesTable;
  bundle_cards: BundleCardsTable;
}
