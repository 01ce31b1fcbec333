import { type libraryProductRoutes, ProductSortType, type RouteInput, SortOrder } from '@roomcraft/contract';
import type { CatalogueScope } from '../../editor/view3d/catalogue/use-catalogue.ts';

export type { CatalogueScope as LibraryScopeChoice } from '../../editor/view3d/catalogue/use-catalogue.ts';

/** Every order the search offers: each sort type, ascending and descending. */
export const SORTS = ProductSortType.flatMap((type) => SortOrder.map((order) => `${type}_${order}` as const));
export type Sort = (typeof SORTS)[number];

/** What the product list shows, kept in the address so a search can be shared and survives a reload. */
export interface LibraryFilters {
  scope: CatalogueScope;
  q: string;
  categoryId: string | null;
  brandId: string | null;
  tag: string | null;
  sort: Sort;
  page: number;
}

const SCOPES: readonly CatalogueScope[] = ['personal', 'enterprise', 'public'];
const DEFAULT_SORT: Sort = 'UPDATEDAT_DESC';

/** Reads the filters from the address; anything unknown falls back to the default. */
export function filtersFrom(params: URLSearchParams, fallbackScope: CatalogueScope): LibraryFilters {
  const scope = params.get('scope') as CatalogueScope | null;
  const sort = params.get('sort') as Sort | null;
  const page = Number(params.get('page'));
  return {
    scope: scope && SCOPES.includes(scope) ? scope : fallbackScope,
    q: params.get('q') ?? '',
    categoryId: params.get('category'),
    brandId: params.get('brand'),
    tag: params.get('tag'),
    sort: sort && SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The address parameters of the filters, leaving defaults out. */
export function paramsOf(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams({ scope: filters.scope });
  if (filters.q) params.set('q', filters.q);
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.brandId) params.set('brand', filters.brandId);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 0) params.set('page', String(filters.page));
  return params;
}

/**
 * A change of filters; any change but the page itself starts again at the first page, and a new
 * scope drops the category and brand, which belong to the previous library.
 */
export function changeFilters(current: LibraryFilters, change: Partial<LibraryFilters>): LibraryFilters {
  const next = { ...current, ...change };
  if (change.scope && change.scope !== current.scope) {
    next.categoryId = null;
    next.brandId = null;
  }
  if (!('page' in change)) next.page = 0;
  return next;
}

type SearchInput = NonNullable<RouteInput<typeof libraryProductRoutes.search>['query']>;
type SortType = (typeof ProductSortType)[number];
type SortDirection = (typeof SortOrder)[number];

/** The search call's query for the filters. */
export function searchQuery(filters: LibraryFilters, size: number): SearchInput {
  const [sortType, sortOrder] = filters.sort.split('_') as [SortType, SortDirection];
  return {
    q: filters.q.trim() || undefined,
    categories: filters.categoryId ?? undefined,
    brands: filters.brandId ?? undefined,
    tags: filters.tag ?? undefined,
    sortType,
    sortOrder,
    page: filters.page,
    size,
  };
}
