import type { ProductSearchQuery } from '@roomcraft/contract';
import { BoundedMap } from '../../../lib/bounded-map.ts';
import { scopeWithin, type VisibilityScope } from '../visibility.ts';
import { CategoryFacets, CategoryFacetsMemory, type FacetRow } from './category-facets.ts';
import type { ProductRow } from './product.presenter.ts';
import type { SearchFilter } from './products.repository.ts';

type SortType = ProductSearchQuery['sortType'];
type Sort = Pick<ProductSearchQuery, 'sortType' | 'sortOrder'>;

/** A subtree with more visible products than this is searched by the database only. */
const MAX_ROWS = 20_000;

/** What the in-memory search reads from the database, each through the viewer's visibility. */
export interface CategorySearchSource {
  /** The facets of the subtree's visible products (one more than the limit says it is too large). */
  facetRows(scope: VisibilityScope, filter: SearchFilter, limit: number): Promise<FacetRow[]>;
  /** The ids of the subtree's visible products in a sort's ascending order, as a search page orders them. */
  order(scope: VisibilityScope, filter: SearchFilter, sortType: SortType): Promise<string[]>;
  /** Visible products by id, in any order. */
  rows(scope: VisibilityScope, ids: string[]): Promise<ProductRow[]>;
}

/**
 * Searches within a category answered from memory (docs/decisions/library-search.md): the subtree's
 * table of facets matches the brands, colours and text, and the page's rows are read by id, or
 * taken from those already read at the catalogue version.
 */
export class CategorySearch {
  private readonly tables = new CategoryFacetsMemory();
  /** Rows by catalogue version and id (about 2 KB each); rows do not depend on the viewer. */
  private readonly rowMemory = new BoundedMap<string, ProductRow>(5_000);

  constructor(private readonly source: CategorySearchSource) {}

  /** A page and its exact total, or undefined when the database should answer (see CategoryFacetsMemory). */
  async search(
    scope: VisibilityScope,
    filter: SearchFilter,
    sort: Sort,
    page: { page: number; size: number },
  ) {
    if (!CategoryFacets.answers(filter)) return undefined;
    // A table that failed to load leaves the search to the database, which reports any real failure.
    const found = await this.pageIds(scope, filter, sort, page).catch(() => undefined);
    if (!found) return undefined;
    return { rows: await this.rowsInOrder(scope, found.ids), total: found.total };
  }

  private async pageIds(
    viewerScope: VisibilityScope,
    filter: SearchFilter,
    sort: Sort,
    page: { page: number; size: number },
  ) {
    // Searching given libraries, viewers who see them alike share one table.
    const scope = filter.ownerIds ? scopeWithin(viewerScope, filter.ownerIds) : viewerScope;
    const facets = await this.tables.recall(
      ['facets', scope, filter.ownerIds, filter.categories],
      async () => {
        const rows = await this.source.facetRows(scope, filter, MAX_ROWS + 1);
        return rows.length > MAX_ROWS ? null : CategoryFacets.from(rows);
      },
    );
    if (!facets) return undefined;
    const order = await facets.order(sort.sortType, () => this.source.order(scope, filter, sort.sortType));
    return facets.search(filter, sort, order, page);
  }

  /** The page's rows in the order of its ids: those read before at this catalogue version are not read again. */
  private async rowsInOrder(scope: VisibilityScope, ids: string[]): Promise<ProductRow[]> {
    const key = (id: string) => `${scope.catalogueVersion} ${id}`;
    const found = new Map<string, ProductRow>();
    for (const id of ids) {
      const row = this.rowMemory.get(key(id));
      if (row) found.set(id, row);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      for (const row of await this.source.rows(scope, missing)) {
        found.set(row.id, row);
        this.rowMemory.set(key(row.id), row);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
