import type { ColumnType, Generated } from 'kysely';
import type { Json } from './identity.ts';

/** A numeric column: PostgreSQL hands it back as a string to keep its precision. */
type Numeric = ColumnType<string, number | string, number | string>;
/** A JSON column with a default in the database: optional when inserting. */
type JsonWithDefault<T> = ColumnType<T, string | T | undefined, string | T>;

/** Library scope of a row: `public` (owner `public`), `enterprise` (an enterprise id), `personal` (a user id). */
export type LibraryKind = 'public' | 'enterprise' | 'personal';

export interface ProductsTable {
  id: string;
  lib_type: LibraryKind;
  owner_id: string;
  type: string;
  kind: string | null;
  name: string;
  translated_names: JsonWithDefault<{ code: string; value: string }[]>;
  alias: string | null;
  code: string | null;
  sku: string | null;
  brand_id: string | null;
  category_id: string | null;
  tags: Generated<string[]>;
  color_code: string | null;
  color_name: string | null;
  main_material: string | null;
  sub_material: string | null;
  price: Numeric | null;
  price_unit: Generated<string>;
  sale_type: string | null;
  mm_width: number | null;
  mm_depth: number | null;
  mm_height: number | null;
  tile_width_mm: number | null;
  tile_height_mm: number | null;
  editor_type_code: number | null;
  opening_direction: string | null;
  handle_position: string | null;
  quality: Generated<string>;
  level: Generated<string>;
  status: Generated<string>;
  failure_reason: string | null;
  group_id: string | null;
  option_name: string | null;
  option_order: Generated<number>;
  /** A lamp's light (the contract's ProductLight), null for other products. */
  light: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Secret part of the asset URLs of the current processing result. */
  asset_key: string | null;
  assets: JsonWithDefault<Record<string, unknown>>;
  /** Lower-cased names and aliases: what the trigram index searches. */
  search_text: string;
  /** Generated: `b:brand`, `c:category`, `n:colour name`, `k:colour code`, `a:alias` (GIN-indexed filters). */
  facets: ColumnType<string[], never, never>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface ProductGroupsTable {
  id: string;
  lib_type: LibraryKind;
  owner_id: string;
  name: string;
  created_at: Generated<Date>;
}

export interface CategoriesTable {
  id: string;
  lib_type: LibraryKind;
  owner_id: string;
  parent_id: string | null;
  name: string;
  product_type: string | null;
  image_key: string | null;
  position: Generated<number>;
  /** Ids from the root down to this category, as `/a/b/c/`: subtrees are prefix matches. */
  path: string;
  enterprise_restricted: Generated<boolean>;
  individual_restricted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CategoryVisibilitiesTable {
  category_id: string;
  subject_kind: 'enterprise' | 'user';
  subject_id: string;
}

export interface BrandsTable {
  id: string;
  lib_type: LibraryKind;
  owner_id: string;
  name: string;
  code: string | null;
  description: string | null;
  website: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TagsTable {
  id: string;
  owner_id: string;
  value: string;
  created_at: Generated<Date>;
  last_tagged_at: Generated<Date>;
}

export interface TaggingsTable {
  tag_id: string;
  target_type: string;
  target_id: string;
  created_at: Generated<Date>;
}

export interface TagGroupsTable {
  id: string;
  owner_id: string;
  name: string;
  tags: Json<string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CylinderApiKeysTable {
  id: string;
  enterprise_id: string;
  name: string;
  key_hash: string;
  prefix: string;
  created_by: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
  /** KEY: an api key; OPEN_API_TOKEN: the enterprise's expiring open-API token (docs/decisions/open-api.md). */
  kind: Generated<'KEY' | 'OPEN_API_TOKEN'>;
  expires_at: Date | null;
  /** The key that replaced this one when it was rotated. */
  replaced_by: string | null;
}

/** The catalogue's one version row (bigint, read as text); triggers bump it. */
export interface LibraryVersionTable {
  one: Generated<boolean>;
  version: string;
}

export interface ProductTables {
  products: ProductsTable;
  product_groups: ProductGroupsTable;
  categories: CategoriesTable;
  category_visibilities: CategoryVisibilitiesTable;
  brands: BrandsTable;
  tags: TagsTable;
  taggings: TaggingsTable;
  tag_groups: TagGroupsTable;
  cylinder_api_keys: CylinderApiKeysTable;
  library_version: LibraryVersionTable;
}
