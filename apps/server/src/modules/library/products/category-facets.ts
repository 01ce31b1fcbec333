import type { ProductSearchQuery } from '@roomcraft/contract';
import { BoundedMap } from '../../../lib/bounded-map.ts';
import type { SearchFilter } from './products.repository.ts';

type Sort = Pick<ProductSearchQuery, 'sortType' | 'sortOrder'>;
type SortType = Sort['sortType'];

/** Tables held at once: at most about 5 MB each (20,000 rows, CategorySearch's limit). */
const TABLES_HELD = 16;

/** What the database gives for each visible product of a subtree. */
export interface FacetRow {
  id: string;
  brand_id: string | null;
  color_name: string | null;
  search_text: string;
  priced: boolean;
}

/** The filters a table answers; any other filter sends the search to the database. */
const ANSWERED = new Set<string>(['ownerIds', 'q', 'categories', 'brands', 'colorNames']);

/**
 * The visible products of one category subtree for one viewer scope, held in memory for a catalogue
 * version (docs/decisions/library-search.md): a new mix of brands, colours and text within the
 * category is then matched here, in the database's own order, and only the page's rows are read.
 */
export class CategoryFacets {
  /** Each sort's ascending order (row numbers), loaded when a search first sorts by it. */
  private readonly orders = new Map<SortType, Promise<Int32Array>>();

  private constructor(
    private readonly ids: string[],
    /** Brand and colour of each row as a number: their place in `values` (0 for none). */
    private readonly brands: Uint32Array,
    private readonly colours: Uint32Array,
    private readonly values: Map<string, number>,
    private readonly texts: string[],
    /** Rows with a price: first in the PRICE order, and still first when it is reversed (nulls last). */
    private readonly priced: number,
  ) {}

  static from(rows: FacetRow[]): CategoryFacets {
    const values = new Map<string, number>();
    const code = (value: string | null) => {
      if (value === null) return 0;
      let known = values.get(value);
      if (known === undefined) {
        known = values.size + 1;
        values.set(value, known);
      }
      return known;
    };
    return new CategoryFacets(
      rows.map((r) => r.id),
      Uint32Array.from(rows, (r) => code(r.brand_id)),
      Uint32Array.from(rows, (r) => code(r.color_name)),
      values,
      rows.map((r) => r.search_text),
      rows.filter((r) => r.priced).length,
    );
  }

  /** Whether a search within a category uses no filter but those a table answers. */
  static answers(filter: SearchFilter): boolean {
    return (
      filter.categories !== undefined &&
      Object.entries(filter).every(([key, value]) => value === undefined || ANSWERED.has(key))
    );
  }

  /**
   * The rows in a sort's ascending order, as the database sorts (the key, then the id); `load` gives
   * the ids in that order, once per sort. Ids that are not the table's (the catalogue changed in
   * between) fail the load, and the search goes to the database.
   */
  order(sortType: SortType, load: () => Promise<string[]>): Promise<Int32Array> {
    let order = this.orders.get(sortType);
    if (!order) {
      order = load().then((ids) => {
        const rowOf = new Map(this.ids.map((id, row) => [id, row]));
        const rows = ids.map((id) => rowOf.get(id));
        if (rows.length !== this.ids.length || rows.includes(undefined))
          throw new Error('the catalogue changed while its table was loaded');
        return Int32Array.from(rows as number[]);
      });
      this.orders.set(sortType, order);
      order.catch(() => this.orders.delete(sortType));
    }
    return order;
  }

  /** The ids of one page and the exact total, as the database's search would answer them. */
  search(filter: SearchFilter, sort: Sort, order: Int32Array, page: { page: number; size: number }) {
    const brands = filter.brands && this.chosen(filter.brands);
    const colours = filter.colorNames && this.chosen(filter.colorNames);
    // The same substring test as the database's (LIKE '%…%' or strpos on the lower-cased text).
    const text = filter.q ? filter.q.toLowerCase() : undefined;
    const matched = new Uint8Array(this.ids.length);
    let total = 0;
    for (let i = 0; i < this.ids.length; i++) {
      if (brands && !brands[this.brands[i]!]) continue;
      if (colours && !colours[this.colours[i]!]) continue;
      if (text !== undefined && !this.texts[i]!.includes(text)) continue;
      matched[i] = 1;
      total++;
    }
    const ids: string[] = [];
    let skip = page.page * page.size;
    for (let at = 0; at < this.ids.length && ids.length < page.size; at++) {
      const row = this.rowAt(order, at, sort);
      if (!matched[row]) continue;
      if (skip > 0) skip--;
      else ids.push(this.ids[row]!);
    }
    return { ids, total };
  }

  /** Which value numbers were chosen (a row without a value, 0, never is: SQL's null = any(…) is not true). */
  private chosen(chosenValues: string[]): Uint8Array {
    const flags = new Uint8Array(this.values.size + 1);
    for (const value of chosenValues) {
      const known = this.values.get(value);
      if (known !== undefined) flags[known] = 1;
    }
    return flags;
  }

  /** The row at a position of a sort: descending is the ascending order reversed, except that unpriced products stay last. */
  private rowAt(order: Int32Array, at: number, sort: Sort): number {
    const last = order.length - 1;
    if (sort.sortOrder === 'ASC') return order[at]!;
    if (sort.sortType !== 'PRICE') return order[last - at]!;
    return at < this.priced ? order[this.priced - 1 - at]! : order[last - (at - this.priced)]!;
  }
}

/** A table held for a key, null for a subtree too large to hold, or one being loaded. */
type Held = { table: CategoryFacets | null } | 'loading';

/**
 * Tables by subtree and scope (the key holds the catalogue version). A subtree gets its table when
 * it is searched a second time in a version, so a catalogue that changes between two searches costs
 * no table; that second search waits for the load, and other searches of the subtree go to the
 * database until it is done (as they do for subtrees too large to hold).
 */
export class CategoryFacetsMemory {
  private readonly tables = new BoundedMap<string, Held>(TABLES_HELD);
  private readonly asked = new BoundedMap<string, true>(1_000);

  /** The table under `key`, loaded by `load` (null when too large), or undefined: ask the database. */
  recall(
    key: unknown[],
    load: () => Promise<CategoryFacets | null>,
  ): CategoryFacets | null | undefined | Promise<CategoryFacets | null> {
    const id = JSON.stringify(key);
    const held = this.tables.get(id);
    if (held) return held === 'loading' ? undefined : held.table;
    if (!this.asked.has(id)) {
      this.asked.set(id, true);
      return undefined;
    }
    this.tables.set(id, 'loading');
    const loaded = load();
    loaded.then(
      (table) => this.tables.set(id, { table }),
      () => this.tables.delete(id),
    );
    return loaded;
  }
}
