import { z } from 'zod';
import {
  HandlePosition,
  OpeningDirection,
  ProductKind,
  ProductLevel,
  ProductQuality,
  ProductSortType,
  ProductStatus,
  ProductTypeV2,
  SaleType,
  SortOrder,
  VisibilityType,
} from '../enums.ts';
import { MAX_PAGE_SIZE, pageOf } from '../paging.ts';
import { Id, IsoDate } from './common.ts';
import { CommaList, LibraryScope, OwnerId, TranslatedName } from './library.ts';

export const PriceUnit = z.enum(['KRW', 'USD', 'EUR', 'JPY', 'GBP', 'CNY', 'VND', 'TWD']);
/** ProductType (number) of the spec, paired with ProductTypeV2. */
export const PRODUCT_TYPE_NUMBER = { FURNITURE: 1, FURNITURE_SET: 2, FINISH: 3, TEXTURE: 4 } as const;
/** Editor type codes a product may carry: furniture 10–40, doors and windows 51–58. */
export const ProductEditorTypeCode = z.union(
  [10, 20, 30, 40, 51, 52, 53, 54, 55, 56, 57, 58].map((code) => z.literal(code)),
);
/** The most options one product group offers (compatibility notes). */
export const MAX_OPTIONS = 5;

const Mm = z.number().int().min(1).max(100_000);

export const EditorAsset = z.object({
  twoD: z.string().nullable().describe('plan symbol image (top view)'),
  threeD: z.string().nullable().describe('the editor model (GLB, meshopt-compressed)'),
  dxfUrl: z.string().nullable().describe('DXF plan symbol; not produced yet'),
  decimate: z.string().nullable().describe('reduced-polygon model (GLB)'),
});

export const ProductOption = z.object({
  id: Id,
  name: z.string(),
  optionName: z.string().nullable(),
  optionOrder: z.number().int(),
  thumbnail: z.string().nullable(),
  colorCode: z.string().nullable(),
  colorName: z.string().nullable(),
});

/**
 * The light a lamp product gives (see docs/decisions/view3d-lamp-lights.md): placing the lamp adds
 * this light at its bulb, which is `bulbHeightMm` above the product's base on its vertical axis.
 * A spot shines straight down in a cone of `angleDeg` (half-angle).
 */
export const ProductLight = z
  .object({
    kind: z.enum(['point', 'spot']),
    intensity: z.number().min(0).max(100_000).describe('luminous intensity, candela'),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb'),
    bulbHeightMm: z.number().int().min(0).max(100_000),
    angleDeg: z.number().min(1).max(90).optional().describe('half-angle of a spot’s cone; 60 when absent'),
  })
  .strict();
export type ProductLight = z.infer<typeof ProductLight>;

export const Product = z.object({
  id: Id,
  libType: LibraryScope,
  ownerId: OwnerId,
  visibility: z.enum(VisibilityType),
  type: z.enum(ProductTypeV2),
  productType: z
    .number()
    .int()
    .describe('ProductType number: 1 Furniture, 2 FurnitureSet, 3 Finishes, 4 Texture'),
  kind: z.enum(ProductKind).nullable(),
  name: z.string(),
  translatedNames: z.array(TranslatedName),
  alias: z.string().nullable(),
  code: z.string().nullable(),
  sku: z.string().nullable(),
  brand: z.object({ id: Id, name: z.string() }).nullable(),
  categoryId: Id.nullable(),
  tags: z.array(z.string()),
  color: z.object({ code: z.string().nullable(), name: z.string().nullable() }),
  mainMaterial: z.string().nullable(),
  subMaterial: z.string().nullable(),
  price: z.number().nullable(),
  priceUnit: PriceUnit,
  saleType: z.enum(SaleType).nullable(),
  mmWidth: z.number().int().nullable(),
  mmDepth: z.number().int().nullable(),
  mmHeight: z.number().int().nullable(),
  inchWidth: z.number().nullable(),
  inchDepth: z.number().nullable(),
  inchHeight: z.number().nullable(),
  tileWidthMm: z.number().int().nullable(),
  tileHeightMm: z.number().int().nullable(),
  editorType: z.object({ code: z.number().int() }).nullable(),
  openingDirection: z.enum(OpeningDirection).nullable(),
  handlePosition: z.enum(HandlePosition).nullable(),
  quality: z.enum(ProductQuality),
  level: z.enum(ProductLevel),
  status: z.enum(ProductStatus),
  failureReason: z.string().nullable(),
  groupId: Id.nullable(),
  optionName: z.string().nullable(),
  options: z.array(ProductOption).describe('every member of the product’s group, this one included'),
  light: ProductLight.nullable().describe('the light of a lamp, null for other products'),
  editorAsset: EditorAsset,
  thumbnails: z.array(z.string()),
  textureMaps: z.record(z.string(), z.string()).describe('texture and finish maps by type'),
  createdBy: Id.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  deletedAt: IsoDate.nullable(),
});
export type Product = z.infer<typeof Product>;
export const ProductAnswer = z.object({ product: Product });
export const ProductsAnswer = z.object({ products: z.array(Product) });
export const ProductPage = pageOf(Product);

/** What the catalogue stream asks about: the products of one type, or of all types. */
export const CatalogueStreamQuery = z.object({ type: z.enum(ProductTypeV2).optional() });
/**
 * How far a library's catalogue is along (docs/decisions/library-live-catalogue.md): its version
 * changes with every change to the library; `ready` of `total` products are processed and shown.
 */
export const CatalogueState = z.object({
  version: z.string(),
  total: z.number().int(),
  ready: z.number().int(),
});
export type CatalogueState = z.infer<typeof CatalogueState>;

const ProductFields = {
  kind: z.enum(ProductKind).nullable(),
  name: z.string().trim().min(1).max(200),
  translatedNames: z.array(TranslatedName).max(5),
  alias: z.string().trim().max(100).nullable(),
  code: z.string().trim().max(100).nullable(),
  sku: z.string().trim().max(100).nullable(),
  brandId: Id.nullable(),
  categoryId: Id.nullable(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30),
  colorCode: z.string().trim().max(30).nullable(),
  colorName: z.string().trim().max(50).nullable(),
  mainMaterial: z.string().trim().max(100).nullable(),
  subMaterial: z.string().trim().max(100).nullable(),
  price: z.number().min(0).max(1e11).nullable(),
  priceUnit: PriceUnit,
  saleType: z.enum(SaleType).nullable(),
  mmWidth: Mm.nullable(),
  mmDepth: Mm.nullable(),
  mmHeight: Mm.nullable(),
  tileWidthMm: Mm.nullable(),
  tileHeightMm: Mm.nullable(),
  editorTypeCode: ProductEditorTypeCode.nullable(),
  openingDirection: z.enum(OpeningDirection).nullable(),
  handlePosition: z.enum(HandlePosition).nullable(),
  quality: z.enum(ProductQuality),
  level: z.enum(ProductLevel),
  groupId: Id.nullable(),
  optionName: z.string().trim().max(50).nullable(),
  light: ProductLight.nullable(),
};

export const UpdateProductBody = z.object(ProductFields).partial().strict();
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;
export const CreateProductBody = UpdateProductBody.extend({
  libType: LibraryScope,
  ownerId: OwnerId,
  type: z.enum(ProductTypeV2),
  name: ProductFields.name,
}).strict();
export type CreateProductBody = z.infer<typeof CreateProductBody>;

/** Filters of the v2 search (spec: comma-joined brands, categories, aliases, colorCodes, colorNames, tags). */
export const ProductSearchQuery = z.object({
  q: z.string().trim().min(1).max(100).optional().describe('text in any of the names or the alias'),
  brands: CommaList.optional(),
  categories: CommaList.optional().describe('category ids; their subcategories are included'),
  aliases: CommaList.optional(),
  colorCodes: CommaList.optional(),
  colorNames: CommaList.optional(),
  tags: CommaList.optional(),
  type: z.enum(ProductTypeV2).optional(),
  status: z.enum(ProductStatus).optional(),
  sortType: z.enum(ProductSortType).default('UPDATEDAT'),
  sortOrder: z.enum(SortOrder).default('DESC'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

export const ProductListV1Query = z.object({
  show: z.enum(['all']).default('all').describe('spec section 5: the v1 list always shows all'),
  type: z.enum(ProductTypeV2).optional(),
});

export const PublicProductQuery = z.object({
  deleted: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false)
    .describe('also answer a deleted product (projects that placed it still need its model)'),
});
export const ProductIdsQuery = z.object({ ids: CommaList.pipe(z.array(Id).min(1).max(200)) });
export const OptionNameParams = z.object({ groupId: Id, productId: Id });
export const OptionNameBody = z.object({ optionName: z.string().trim().min(1).max(50) });
export const CreateGroupBody = z.object({
  libType: LibraryScope,
  ownerId: OwnerId,
  name: z.string().trim().min(1).max(200),
  productIds: z.array(Id).min(1).max(MAX_OPTIONS),
});
export const ProductGroup = z.object({ id: Id, name: z.string(), options: z.array(ProductOption) });
export const ProductGroupAnswer = z.object({ group: ProductGroup });
export const TempExistAnswer = z.object({ exist: z.boolean() });

/** The open product-name search (api key): which names to match, how to join the two texts. */
export const ProductNameQuery = z.object({
  productName: z.string().trim().max(100).optional(),
  brandName: z.string().trim().max(100).optional(),
  fields: CommaList.pipe(z.array(z.enum(['name', 'translatedNames', 'alias'])))
    .optional()
    .describe('name fields productName is matched against; all three when absent'),
  operator: z.enum(['AND', 'OR']).default('AND'),
  sort: z.enum(['name,asc', 'name,desc', 'createdAt,asc', 'createdAt,desc']).default('name,asc'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ProductNameQuery = z.infer<typeof ProductNameQuery>;
export const ProductNameHit = z.object({
  id: Id,
  name: z.string(),
  brandName: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
export const ProductNamePage = pageOf(ProductNameHit);
