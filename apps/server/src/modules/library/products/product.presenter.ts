import { PRODUCT_TYPE_NUMBER, type Product } from '@roomcraft/contract';
import type { ProductsTable } from '@roomcraft/db';
import type { Selectable } from 'kysely';
import type { LibraryAssets } from '../assets.ts';
import type { ProductColumn } from './product-columns.ts';

export type ProductRow = Pick<Selectable<ProductsTable>, ProductColumn> & { brand_name: string | null };
export type OptionRow = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'group_id'
  | 'option_name'
  | 'option_order'
  | 'color_code'
  | 'color_name'
  | 'asset_key'
  | 'assets'
>;

/** The processed files of a product, by role; names are files under its asset key. */
export interface ProductFiles {
  model?: string;
  decimate?: string;
  twoD?: string;
  thumbnails?: string[];
  maps?: Record<string, string>;
}

const MM_PER_INCH = 25.4;
const inches = (mm: number | null) => (mm === null ? null : Math.round((mm / MM_PER_INCH) * 100) / 100);

export function filesOf(row: Pick<ProductRow, 'assets'>): ProductFiles {
  return row.assets as ProductFiles;
}

function fileUrl(assets: LibraryAssets, row: Pick<ProductRow, 'asset_key'>, file: string | undefined) {
  return row.asset_key && file ? assets.url(row.asset_key, file) : null;
}

export function presentProduct(row: ProductRow, options: OptionRow[], assets: LibraryAssets): Product {
  const files = filesOf(row);
  const url = (file: string | undefined) => fileUrl(assets, row, file);
  return {
    id: row.id,
    libType: row.lib_type,
    ownerId: row.owner_id,
    visibility: row.lib_type === 'public' ? 'PUBLIC' : 'PRIVATE',
    type: row.type as Product['type'],
    productType: PRODUCT_TYPE_NUMBER[row.type as Product['type']],
    kind: row.kind as Product['kind'],
    name: row.name,
    translatedNames: row.translated_names as Product['translatedNames'],
    alias: row.alias,
    code: row.code,
    sku: row.sku,
    brand: row.brand_id ? { id: row.brand_id, name: row.brand_name ?? '' } : null,
    categoryId: row.category_id,
    tags: row.tags,
    color: { code: row.color_code, name: row.color_name },
    mainMaterial: row.main_material,
    subMaterial: row.sub_material,
    price: row.price === null ? null : Number(row.price),
    priceUnit: row.price_unit as Product['priceUnit'],
    saleType: row.sale_type as Product['saleType'],
    mmWidth: row.mm_width,
    mmDepth: row.mm_depth,
    mmHeight: row.mm_height,
    inchWidth: inches(row.mm_width),
    inchDepth: inches(row.mm_depth),
    inchHeight: inches(row.mm_height),
    tileWidthMm: row.tile_width_mm,
    tileHeightMm: row.tile_height_mm,
    editorType: row.editor_type_code === null ? null : { code: row.editor_type_code },
    openingDirection: row.opening_direction as Product['openingDirection'],
    handlePosition: row.handle_position as Product['handlePosition'],
    quality: row.quality as Product['quality'],
    level: row.level as Product['level'],
    status: row.status as Product['status'],
    failureReason: row.failure_reason,
    groupId: row.group_id,
    optionName: row.option_name,
    options: options.map((o) => presentOption(o, assets)),
    light: row.light as Product['light'],
    editorAsset: {
      twoD: url(files.twoD),
      threeD: url(files.model),
      dxfUrl: null,
      decimate: url(files.decimate),
    },
    thumbnails: (files.thumbnails ?? []).map((f) => url(f)!),
    textureMaps: Object.fromEntries(Object.entries(files.maps ?? {}).map(([type, f]) => [type, url(f)!])),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deletedAt: row.deleted_at?.toISOString() ?? null,
  };
}

export function presentOption(row: OptionRow, assets: LibraryAssets) {
  return {
    id: row.id,
    name: row.name,
    optionName: row.option_name,
    optionOrder: row.option_order,
    thumbnail: fileUrl(assets, row, filesOf(row).thumbnails?.[0]),
    colorCode: row.color_code,
    colorName: row.color_name,
  };
}
