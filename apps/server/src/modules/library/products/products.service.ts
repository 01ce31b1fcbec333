import type {
  CatalogueState,
  CreateProductBody,
  Product,
  ProductSearchQuery,
  UpdateProductBody,
} from '@roomcraft/contract';
import type { ProductsTable } from '@roomcraft/db';
import type { Insertable } from 'kysely';
import { forbidden, invalidField, notFound, unauthorized } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { type Library, LibraryAccess } from '../access.ts';
import type { LibraryAssets } from '../assets.ts';
import type { BrandsRepository } from '../brands/brands.repository.ts';
import { type CategoriesService, libraryOf } from '../categories/categories.service.ts';
import type { TagsRepository } from '../tags/tags.repository.ts';
import type { Viewer } from '../viewer.ts';
import { assertReadsLibraries, LEVEL_RANK, type Visibility, type VisibilityScope } from '../visibility.ts';
import { type ProductRow, presentProduct } from './product.presenter.ts';
import { checkProductRules } from './product-rules.ts';
import { ProductsRepository, type SearchFilter } from './products.repository.ts';

export interface ProductsServiceDeps {
  products: ProductsRepository;
  brands: BrandsRepository;
  tags: TagsRepository;
  categories: CategoriesService;
  visibility: Visibility;
  access: LibraryAccess;
  assets: LibraryAssets;
  /** The enterprise's default level for new products (its product-library settings). */
  defaultLevel: (enterpriseId: string) => Promise<Product['level']>;
}

/** Products of every library: reads through the caller's visibility scope, writes through LibraryAccess. */
export class ProductsService {
  constructor(private readonly deps: ProductsServiceDeps) {}

  scopeOf(viewer: Viewer): Promise<VisibilityScope> {
    return this.deps.visibility.scopeOf(viewer);
  }

  /** Presents rows with their options (the visible members of their groups). */
  async present(scope: VisibilityScope, rows: ProductRow[]): Promise<Product[]> {
    const options = await this.deps.products.options(
      scope,
      rows.flatMap((r) => (r.group_id ? [r.group_id] : [])),
    );
    return rows.map((row) =>
      presentProduct(
        row,
        options.filter((o) => row.group_id !== null && o.group_id === row.group_id),
        this.deps.assets,
      ),
    );
  }

  async find(viewer: Viewer, id: string, options: { deleted?: boolean } = {}): Promise<ProductRow> {
    const row = await this.deps.products.byId(await this.scopeOf(viewer), id, options);
    if (!row) throw notFound('product');
    return row;
  }

  async get(viewer: Viewer, id: string, options: { deleted?: boolean } = {}): Promise<Product> {
    const scope = await this.scopeOf(viewer);
    const row = await this.deps.products.byId(scope, id, options);
    if (!row) throw notFound('product');
    return (await this.present(scope, [row]))[0]!;
  }

  async byIds(viewer: Viewer, ids: string[]): Promise<Product[]> {
    const scope = await this.scopeOf(viewer);
    return this.present(scope, await this.deps.products.byIds(scope, ids));
  }

  /** The v2 search; `ownerId` is a library owner or `all` (every library the caller sees). */
  async search(
    viewer: Viewer,
    ownerIds: string[] | 'all',
    query: Omit<SearchFilter, 'ownerIds'> &
      Pick<ProductSearchQuery, 'page' | 'size' | 'sortType' | 'sortOrder'>,
    scope?: VisibilityScope,
  ) {
    const readScope = scope ?? (await this.scopeOf(viewer));
    if (ownerIds !== 'all') assertReadsLibraries(viewer, readScope, ownerIds);
    const { page, size, sortType, sortOrder, ...filters } = query;
    const filter: SearchFilter = ownerIds === 'all' ? filters : { ...filters, ownerIds };
    const { rows, total } = await this.deps.products.search(
      readScope,
      filter,
      { sortType, sortOrder },
      { page, size },
    );
    return { products: await this.present(readScope, rows), total };
  }

  /** How far a library's catalogue is along for this viewer: its version and the processed count. */
  async catalogueState(
    viewer: Viewer,
    ownerId: string,
    type: Product['type'] | undefined,
  ): Promise<CatalogueState> {
    const scope = await this.scopeOf(viewer);
    assertReadsLibraries(viewer, scope, [ownerId]);
    const counts = await this.deps.products.readiness(scope, ownerId, type);
    return { version: scope.catalogueVersion, ...counts };
  }

  async all(viewer: Viewer, filter: SearchFilter): Promise<Product[]> {
    const scope = await this.scopeOf(viewer);
    if (filter.ownerIds) assertReadsLibraries(viewer, scope, filter.ownerIds);
    return this.present(scope, await this.deps.products.all(scope, filter));
  }

  async create(viewer: Viewer, input: CreateProductBody): Promise<Product> {
    const library = { libType: input.libType, ownerId: input.ownerId };
    LibraryAccess.checkShape(library);
    await this.deps.access.assert(viewer, library, 'contribute');
    const level =
      input.level ??
      (library.libType === 'enterprise' ? await this.deps.defaultLevel(library.ownerId) : 'MIDDLE');
    const fields = { ...input, level };
    await this.checkReferences(viewer, library, fields);
    checkProductRules(input.type, fields);
    const id = newId();
    await this.deps.products.insert({
      id,
      lib_type: input.libType,
      owner_id: input.ownerId,
      type: input.type,
      name: input.name,
      ...columnsOf(fields),
      editor_type_code:
        input.editorTypeCode ?? (input.type === 'FURNITURE' || input.type === 'FURNITURE_SET' ? 10 : null),
      status: 'WAITING',
      search_text: ProductsRepository.searchText(input.name, input.translatedNames ?? [], input.alias),
      created_by: viewer.kind === 'user' ? viewer.user.id : null,
    });
    if (input.tags?.length) await this.deps.tags.retag(input.ownerId, 'PRODUCT', id, input.tags);
    return this.get(viewer, id);
  }

  /** The product, if the viewer may change it: managers any, contributors their own. */
  async writable(viewer: Viewer, id: string): Promise<ProductRow> {
    if (viewer.kind === 'anonymous') throw unauthorized();
    const row = await this.find(viewer, id);
    const right = await this.deps.access.assert(viewer, libraryOf(row), 'contribute');
    if (right === 'contribute' && (viewer.kind !== 'user' || row.created_by !== viewer.user.id)) {
      throw forbidden('Designers change only the products they added.');
    }
    return row;
  }

  async update(viewer: Viewer, id: string, changes: UpdateProductBody): Promise<Product> {
    const row = await this.writable(viewer, id);
    await this.checkReferences(viewer, libraryOf(row), changes);
    checkProductRules(row.type as Product['type'], {
      ...changes,
      saleType: changes.saleType ?? (row.sale_type as never),
    });
    const name = changes.name ?? row.name;
    const translated = changes.translatedNames ?? (row.translated_names as { value: string }[]);
    const alias = changes.alias === undefined ? row.alias : changes.alias;
    await this.deps.products.update(id, {
      ...(changes.name ? { name } : {}),
      ...columnsOf(changes),
      ...(changes.editorTypeCode !== undefined ? { editor_type_code: changes.editorTypeCode } : {}),
      search_text: ProductsRepository.searchText(name, translated, alias),
    });
    if (changes.tags) await this.deps.tags.retag(row.owner_id, 'PRODUCT', id, changes.tags);
    return this.get(viewer, id);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const row = await this.writable(viewer, id);
    await this.deps.products.update(id, { deleted_at: new Date() });
    await this.deps.tags.retag(row.owner_id, 'PRODUCT', id, []);
  }

  /** Brand, category, group and level must belong to the product's library and to what the caller may give. */
  private async checkReferences(viewer: Viewer, library: Library, fields: UpdateProductBody): Promise<void> {
    const scope = await this.scopeOf(viewer);
    if (fields.categoryId) await this.deps.categories.assertPlaceable(viewer, library, fields.categoryId);
    if (fields.brandId) {
      const brand = await this.deps.brands.byId(scope, fields.brandId);
      if (!brand || (brand.owner_id !== library.ownerId && brand.owner_id !== 'public')) {
        throw invalidField('brandId', 'is not a brand of this library or of the public library');
      }
    }
    if (fields.groupId) {
      const group = await this.deps.products.group(fields.groupId);
      if (!group || group.owner_id !== library.ownerId)
        throw invalidField('groupId', 'is not a group of this library');
    }
    if (
      fields.level &&
      viewer.kind === 'user' &&
      library.libType === 'enterprise' &&
      LEVEL_RANK[fields.level] > viewer.user.role_rank
    ) {
      throw invalidField('level', 'is above your own role, so you could not see the product');
    }
  }
}

/** Columns of the optional fields that were given (undefined leaves a column as it is). */
function columnsOf(f: UpdateProductBody): Partial<Insertable<ProductsTable>> {
  const pairs: [keyof ProductsTable, unknown][] = [
    ['kind', f.kind],
    ['translated_names', f.translatedNames && JSON.stringify(f.translatedNames)],
    ['alias', f.alias],
    ['code', f.code],
    ['sku', f.sku],
    ['brand_id', f.brandId],
    ['category_id', f.categoryId],
    ['tags', f.tags && [...new Set(f.tags)]],
    ['color_code', f.colorCode],
    ['color_name', f.colorName],
    ['main_material', f.mainMaterial],
    ['sub_material', f.subMaterial],
    ['price', f.price],
    ['price_unit', f.priceUnit],
    ['sale_type', f.saleType],
    ['mm_width', f.mmWidth],
    ['mm_depth', f.mmDepth],
    ['mm_height', f.mmHeight],
    ['tile_width_mm', f.tileWidthMm],
    ['tile_height_mm', f.tileHeightMm],
    ['opening_direction', f.openingDirection],
    ['handle_position', f.handlePosition],
    ['quality', f.quality],
    ['level', f.level],
    ['group_id', f.groupId],
    ['option_name', f.optionName],
    ['light', f.light && JSON.stringify(f.light)],
  ];
  return Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as Partial<Insertable<ProductsTable>>;
}
