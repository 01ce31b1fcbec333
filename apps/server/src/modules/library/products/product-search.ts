import type { ProductSearchQuery } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { NameFilter, SearchFilter } from './products.repository.ts';

type Eb = ExpressionBuilder<DB & { brands: DB['brands'] }, 'products' | 'brands'>;

/** `%text%` for LIKE, with LIKE's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Shortest text the trigram index can answer: pg_trgm extracts no trigram from fewer characters. */
export const TRIGRAM_MIN = 3;

/**
 * The search filters (docs/decisions/library-search.md). Text is a substring of `search_text` (all
 * names and the alias, lower-cased). With 3 or more characters a LIKE that the pg_trgm GIN index
 * answers; with 1–2 characters (one or two Korean syllables) the index would have to scan all of
 * itself, so a plain substring test runs over the rows the other conditions leave.
 */
export function searchFilters(filter: SearchFilter) {
  return (eb: Eb) => {
    const conditions = [];
    if (filter.ownerIds) conditions.push(eb('products.owner_id', 'in', filter.ownerIds));
    if (filter.q) conditions.push(textMatch(eb, filter.q));
    if (filter.names) conditions.push(nameMatch(eb, filter.names));
    const facet = (prefix: string, values: string[] | undefined) => {
      if (values)
        conditions.push(
          eb('products.facets', '&&', sql<string[]>`${sql.val(values.map((v) => prefix + v))}::text[]`),
        );
    };
    const column = (name: 'category_id' | 'brand_id' | 'color_name', values: string[] | undefined) => {
      if (values)
        conditions.push(sql<boolean>`${sql.ref(`products.${name}`)} = any(${sql.val(values)}::text[])`);
    };
    if (searchesWithinCategory(filter)) {
      column('category_id', filter.categories);
      column('brand_id', filter.brands);
      column('color_name', filter.colorNames);
    } else {
      facet('b:', filter.brands);
      facet('n:', filter.colorNames);
    }
    facet('k:', filter.colorCodes);
    facet('a:', filter.aliases);
    if (filter.tags)
      conditions.push(eb('products.tags', '&&', sql<string[]>`${sql.val(filter.tags)}::text[]`));
    if (filter.type) conditions.push(eb('products.type', '=', filter.type));
    if (filter.status) conditions.push(eb('products.status', '=', filter.status));
    return eb.and(conditions);
  };
}

/**
 * Within a category, brands and colour names are probes of the btree on (category, brand, colour
 * name); without one, the facets' GIN index combines whichever filters there are.
 */
export function searchesWithinCategory(filter: SearchFilter): boolean {
  return filter.categories !== undefined;
}

/**
 * Whether a search is narrowed by text or by a facet, so its matches are few enough to be found once
 * for the page and its count together (type and status alone narrow little).
 */
export function narrowsSearch(filter: SearchFilter): boolean {
  const { q, names, brands, categories, colorNames, colorCodes, aliases, tags } = filter;
  return Boolean(
    q || names || [brands, categories, colorNames, colorCodes, aliases, tags].some((f) => f?.length),
  );
}

function textMatch(eb: Eb, q: string) {
  if ([...q].length >= TRIGRAM_MIN) return eb('products.search_text', 'like', containsPattern(q));
  return eb(sql`strpos(products.search_text, ${q.toLowerCase()})`, '>', 0);
}

function nameMatch(eb: Eb, names: NameFilter) {
  const parts = [];
  if (names.productName) {
    const pattern = containsPattern(names.productName);
    const fields = names.fields ?? ['name', 'translatedNames', 'alias'];
    parts.push(
      eb.or([
        ...(fields.includes('name') ? [eb(eb.fn('lower', ['products.name']), 'like', pattern)] : []),
        ...(fields.includes('alias') ? [eb(eb.fn('lower', ['products.alias']), 'like', pattern)] : []),
        ...(fields.includes('translatedNames')
          ? [
              eb.exists(
                sql`(select 1 from jsonb_array_elements(products.translated_names) t where lower(t->>'value') like ${pattern})`,
              ),
            ]
          : []),
      ]),
    );
  }
  if (names.brandName)
    parts.push(eb(eb.fn('lower', ['brands.name']), 'like', containsPattern(names.brandName)));
  return names.operator === 'OR' ? eb.or(parts) : eb.and(parts);
}

const SORT_COLUMNS = {
  PRICE: 'products.price',
  NAME: 'products.name',
  UPDATEDAT: 'products.updated_at',
  CREATEDAT: 'products.created_at',
} as const;

type Sort = Pick<ProductSearchQuery, 'sortType' | 'sortOrder'>;

/** The column a search is ordered by (ties are broken by id). */
export const sortColumn = (sort: Sort) => SORT_COLUMNS[sort.sortType];

/**
 * Orders a search page by a sort key and the id (the product's columns, or the same values carried
 * under other names); only the price can be missing, and those products come last either way.
 */
export function searchOrder<D, T extends keyof D, O>(
  query: SelectQueryBuilder<D, T, O>,
  sort: Sort,
  columns: { key: string; id: string } = { key: sortColumn(sort), id: 'products.id' },
): SelectQueryBuilder<D, T, O> {
  const direction = sort.sortOrder === 'ASC' ? 'asc' : 'desc';
  const key = sql.ref(columns.key);
  const ordered =
    sort.sortType === 'PRICE' && direction === 'desc'
      ? query.orderBy(key, (ob) => ob.desc().nullsLast())
      : query.orderBy(key, direction);
  return ordered.orderBy(sql.ref(columns.id), direction);
}
