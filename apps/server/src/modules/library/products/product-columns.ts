import type { ProductsTable } from '@roomcraft/db';

/** What only the database's own indexes read: never fetched with a product. */
type IndexOnlyColumn = 'search_text' | 'facets';

/**
 * The columns a product is read with: every one but the search text and the facets, which are
 * derived from the others and would only cost parsing on every row of every search page. A record,
 * so that a column added to the table and not here fails to compile.
 */
const READ: Record<Exclude<keyof ProductsTable, IndexOnlyColumn>, true> = {
  id: true,
  lib_type: true,
  owner_id: true,
  type: true,
  kind: true,
  name: true,
  translated_names: true,
  alias: true,
  code: true,
  sku: true,
  brand_id: true,
  category_id: true,
  tags: true,
  color_code: true,
  color_name: true,
  main_material: true,
  sub_material: true,
  price: true,
  price_unit: true,
  sale_type: true,
  mm_width: true,
  mm_depth: true,
  mm_height: true,
  tile_width_mm: true,
  tile_height_mm: true,
  editor_type_code: true,
  opening_direction: true,
  handle_position: true,
  quality: true,
  level: true,
  status: true,
  failure_reason: true,
  group_id: true,
  option_name: true,
  option_order: true,
  light: true,
  asset_key: true,
  assets: true,
  created_by: true,
  created_at: true,
  updated_at: true,
  deleted_at: true,
};

export type ProductColumn = keyof typeof READ;

/** `products.<column>` for each, as a select list. */
const productSelection = (Object.keys(READ) as ProductColumn[]).map(
  (column) => `products.${column}` as const,
);

/** The select list of a product row: its columns and its brand's name (the brands join is the caller's). */
export const productRowSelection = [...productSelection, 'brands.name as brand_name' as const];
