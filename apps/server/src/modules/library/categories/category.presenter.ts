import type { Category, CategoryNode, DirectoryOrder, Of } from '@roomcraft/contract';
import type { LibraryAssets } from '../assets.ts';
import type { CategoryRow } from './categories.repository.ts';

type Order = Of<typeof DirectoryOrder>;
type Visibility = NonNullable<Category['visibility']>;

const KEYS: Record<string, (row: CategoryRow) => string | number> = {
  ID: (r) => r.id,
  CREATED_AT: (r) => r.created_at.getTime(),
  UPDATED_AT: (r) => r.updated_at.getTime(),
  NAME: (r) => r.name.toLocaleLowerCase(),
  CUSTOM: (r) => r.position,
};

/** Sorts categories by a DirectoryOrder; ties fall back to the name, then the id. */
export function sortCategories(rows: CategoryRow[], order: Order): CategoryRow[] {
  const field = order.replace(/_(ASC|DESC)$/, '');
  const key = KEYS[field]!;
  const sign = order.endsWith('_DESC') ? -1 : 1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort(
    (a, b) => sign * compare(key(a), key(b)) || compare(a.name, b.name) || compare(a.id, b.id),
  );
}

export function presentCategory(
  row: CategoryRow,
  assets: LibraryAssets,
  extra: { visibility?: Visibility; productCount?: number } = {},
): Category {
  return {
    id: row.id,
    libType: row.lib_type,
    ownerId: row.owner_id,
    parentId: row.parent_id,
    name: row.name,
    productType: row.product_type as Category['productType'],
    image: row.image_key ? assets.url(row.image_key, 'image.webp') : null,
    position: row.position,
    depth: row.path.split('/').length - 3,
    childCount: row.child_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    ...(extra.visibility ? { visibility: extra.visibility } : {}),
    ...(extra.productCount === undefined ? {} : { productCount: extra.productCount }),
  };
}

/**
 * Nests visible categories under their parents, from the given roots down; a category whose
 * parent is hidden from the caller is left out with it, so a restricted subtree never leaks.
 */
export function buildTree(
  rows: CategoryRow[],
  rootIds: Set<string>,
  order: Order,
  present: (row: CategoryRow) => Category,
): CategoryNode[] {
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of sortCategories(rows, order)) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const nodeOf = (row: CategoryRow): CategoryNode => ({
    ...present(row),
    children: (byParent.get(row.id) ?? []).map(nodeOf),
  });
  return sortCategories(
    rows.filter((r) => rootIds.has(r.id)),
    order,
  ).map(nodeOf);
}
