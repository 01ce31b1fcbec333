import type { ProductSearchQuery } from '@roomcraft/contract';
import { type DB, type ProductsTable, prepared } from '@roomcraft/db';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { CatalogueMemory } from '../catalogue-memory.ts';
import { productVisibility, type VisibilityScope } from '../visibility.ts';
import { CategorySearch, type CategorySearchSource } from './category-search.ts';
import type { OptionRow, ProductRow } from './product.presenter.ts';
import { productRowSelection } from './product-columns.ts';
import {
  narrowsSearch,
  searchesWithinCategory,
  searchFilters,
  searchOrder,
  sortColumn,
} from './product-search.ts';

export type SearchFilter = Omit<ProductSearchQuery, 'page' | 'size' | 'sortType' | 'sortOrder'> & {
  ownerIds?: string[];
  /** Deleted products too (the back office). */
  deleted?: boolean;
  names?: NameFilter;
};

/** The open product-name search: text in chosen name fields and/or in the brand name. */
export interface NameFilter {
  productName?: string;
  brandName?: string;
  fields?: ('name' | 'translatedNames' | 'alias')[];
  operator: 'AND' | 'OR';
}

/** Product queries; every read is filtered by productVisibility of the caller's scope. */
export class ProductsRepository {
  private readonly inMemory = new CategorySearch(this.categorySearchSource());

  constructor(
    private readonly db: Kysely<DB>,
    private readonly catalogue: CatalogueMemory,
  ) {}

  private visible(scope: VisibilityScope, options: { deleted?: boolean } = {}) {
    return this.db
      .selectFrom('products')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .where(productVisibility(scope, options));
  }

  byId(
    scope: VisibilityScope,
    id: string,
    options: { deleted?: boolean } = {},
  ): Promise<ProductRow | undefined> {
    return this.visible(scope, options)
      .select(productRowSelection)
      .where('products.id', '=', id)
      .executeTakeFirst();
  }

  byIds(scope: VisibilityScope, ids: string[]): Promise<ProductRow[]> {
    return this.visible(scope)
      .select(productRowSelection)
      .where('products.id', 'in', ids)
      .orderBy('products.name')
      .execute();
  }

  /**
   * The queries of a search page (docs/decisions/library-search.md), each built only when asked for.
   * `page` is one statement for a narrowed search: the matches are found once (id and sort key,
   * materialised), counted, and the page's rows read by id. Plain browsing (no text, no facet) would
   * materialise the whole library, so it takes `rows`, which walks the sort index and stops after a
   * page, beside `count`; `count` also answers a page past the last match.
   */
  async searchQueries(
    scope: VisibilityScope,
    filter: SearchFilter,
    sort: Pick<ProductSearchQuery, 'sortType' | 'sortOrder'>,
    page: { page: number; size: number },
  ) {
    const base = this.visible(scope, { deleted: filter.deleted }).where(
      searchFilters(await this.withSubtrees(filter, scope)),
    );
    const matchedPage = () =>
      this.db
        .with(
          (cte) => cte('matched').materialized(),
          () => base.select(['products.id', sql.ref<unknown>(sortColumn(sort)).as('sort_key')]),
        )
        .selectFrom((db) =>
          searchOrder(db.selectFrom('matched').select(['matched.id', 'matched.sort_key']), sort, {
            key: 'matched.sort_key',
            id: 'matched.id',
          })
            .offset(page.page * page.size)
            .limit(page.size)
            .as('on_page'),
        )
        .innerJoin('products', 'products.id', 'on_page.id')
        .leftJoin('brands', 'brands.id', 'products.brand_id')
        .select(productRowSelection)
        .select((eb) => eb.selectFrom('matched').select(eb.fn.countAll<string>().as('n')).as('total_count'));
    return {
      page: () => {
        const ordered = searchOrder(matchedPage(), sort, { key: 'on_page.sort_key', id: 'on_page.id' });
        // Prepared outside a category: each combination of filters is its own statement, and its plan
        // follows from which filters there are (the GIN indexes' bitmaps); a generic plan matched or
        // beat the planned one for broad and narrow text, one brand and 45 of 50. Within a category a
        // generic plan cannot see that the probes of the category's btree find fewer rows than the
        // text's trigram index, so it is planned each time (docs/decisions/library-search.md).
        return searchesWithinCategory(filter) ? ordered : ordered.modifyEnd(prepared);
      },
      rows: () =>
        searchOrder(base.select(productRowSelection), sort)
          .offset(page.page * page.size)
          .limit(page.size),
      count: () => base.select((eb) => eb.fn.countAll<string>().as('count')),
    };
  }

  /**
   * A search page and its exact total, remembered per catalogue version (the scope carries it): many
   * designers browse the same catalogue, which changes far less often than it is read.
   */
  search(...args: Parameters<ProductsRepository['searchQueries']>) {
    return this.catalogue.recall(['search', ...args], () => this.searchNow(...args));
  }

  private async searchNow(...args: Parameters<ProductsRepository['searchQueries']>) {
    const inMemory = await this.inMemory.search(...args);
    if (inMemory) return inMemory;
    const queries = await this.searchQueries(...args);
    if (!narrowsSearch(args[1])) {
      const [rows, total] = await Promise.all([
        queries.rows().execute(),
        queries.count().executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    }
    const found = await queries.page().execute();
    const first = found[0];
    if (first) {
      const rows = found.map(({ total_count: _, ...row }) => row);
      return { rows, total: Number(first.total_count) };
    }
    // No row on this page: the library has no match at all (page 0), or the page is past the end.
    const total = args[3].page === 0 ? 0 : Number((await queries.count().executeTakeFirstOrThrow()).count);
    return { rows: [], total };
  }

  /**
   * How many products of a library (and type) the viewer sees once they are processed, and how many
   * are processed; counts only, remembered per catalogue version (the scope carries it).
   */
  readiness(scope: VisibilityScope, ownerId: string, type: ProductRow['type'] | undefined) {
    return this.catalogue.recall(['readiness', scope, ownerId, type], async () => {
      const rows = await this.db
        .selectFrom('products')
        .where(productVisibility(scope, { unfinished: true }))
        .where('products.owner_id', '=', ownerId)
        .$if(type !== undefined, (query) => query.where('products.type', '=', type!))
        .select((eb) => [
          eb.fn.countAll<string>().as('total'),
          eb.fn.count<string>('products.id').filterWhere('products.status', '=', 'COMPLETED').as('ready'),
        ])
        .executeTakeFirstOrThrow();
      return { total: Number(rows.total), ready: Number(rows.ready) };
    });
  }

  /** The database's part of the in-memory search within a category (category-search.ts). */
  private categorySearchSource(): CategorySearchSource {
    return {
      facetRows: async (scope, filter, limit) =>
        (await this.subtree(scope, filter))
          .select(['products.id', 'products.brand_id', 'products.color_name', 'products.search_text'])
          .select(sql<boolean>`${sql.ref('products.price')} is not null`.as('priced'))
          .limit(limit)
          .execute(),
      order: async (scope, filter, sortType) => {
        const query = (await this.subtree(scope, filter)).select('products.id');
        const rows = await searchOrder(query, { sortType, sortOrder: 'ASC' }).execute();
        return rows.map((row) => row.id);
      },
      rows: (scope, ids) =>
        this.visible(scope)
          .select(productRowSelection)
          .where(sql<boolean>`products.id = any(${sql.val(ids)}::text[])`)
          .modifyEnd(prepared)
          .execute(),
    };
  }

  /** The visible products of a search's libraries and category subtrees. */
  private async subtree(scope: VisibilityScope, filter: SearchFilter) {
    const { ownerIds, categories } = await this.withSubtrees(filter, scope);
    return this.visible(scope).where(searchFilters({ ownerIds, categories }));
  }

  /** Every visible product matching the filter, unpaged (the v1 list, textures by category). */
  async all(scope: VisibilityScope, filter: SearchFilter): Promise<ProductRow[]> {
    return this.visible(scope)
      .where(searchFilters(await this.withSubtrees(filter, scope)))
      .select(productRowSelection)
      .orderBy('products.name')
      .orderBy('products.id')
      .execute();
  }

  /**
   * A category filter stands for the categories' whole subtrees; they are looked up first so the
   * product query gets a plain id list, which the planner combines with the other indexes. The
   * lists are remembered per catalogue version, as the tree changes seldom.
   */
  private async withSubtrees(filter: SearchFilter, scope: VisibilityScope): Promise<SearchFilter> {
    const { categories } = filter;
    if (!categories?.length) return filter;
    const subtrees = await this.catalogue.recall(
      ['subtrees', scope.catalogueVersion, categories],
      async () => {
        const rows = await this.db
          .selectFrom('categories as sub')
          .innerJoin('categories as top', (join) => join.on(sql`sub.path`, 'like', sql`top.path || '%'`))
          .select('sub.id')
          .where('top.id', 'in', categories)
          .execute();
        return rows.map((r) => r.id);
      },
    );
    return { ...filter, categories: subtrees };
  }

  /** The visible members of the given groups, in option order. */
  options(scope: VisibilityScope, groupIds: string[]): Promise<OptionRow[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.visible(scope)
      .select([
        'products.id',
        'products.name',
        'products.group_id',
        'products.option_name',
        'products.option_order',
        'products.color_code',
        'products.color_name',
        'products.asset_key',
        'products.assets',
      ])
      .where('products.group_id', 'in', [...new Set(groupIds)])
      .orderBy('products.option_order')
      .orderBy('products.id')
      .execute();
  }

  /** A product by id without any visibility rule: for writers, after they were checked. */
  raw(id: string) {
    return this.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async insert(row: Insertable<ProductsTable>): Promise<void> {
    await this.db.insertInto('products').values(row).execute();
  }

  async update(id: string, changes: Updateable<ProductsTable>): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async countInGroup(groupId: string): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('group_id', '=', groupId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  group(id: string) {
    return this.db.selectFrom('product_groups').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async createGroup(
    group: { id: string; lib_type: ProductsTable['lib_type']; owner_id: string; name: string },
    productIds: string[],
  ) {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('product_groups').values(group).execute();
      for (const [order, id] of productIds.entries()) {
        await trx
          .updateTable('products')
          .set({ group_id: group.id, option_order: order, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      }
    });
  }

  /** Whether any product's processed files live under this key. */
  async assetKeyExists(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('products')
      .select('id')
      .where('asset_key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The text a trigram index searches: every name and the alias, lower-cased. */
  static searchText(name: string, translated: { value: string }[], alias: string | null | undefined): string {
    return [name, ...translated.map((t) => t.value), alias ?? ''].join(' ').toLowerCase();
  }
}
