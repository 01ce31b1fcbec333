/** Query keys of the library feature; everything under `library` is refreshed after a write. */
export const libraryKeys = {
  all: ['library'] as const,
  products: ['library', 'products'] as const,
  product: (id: string) => ['library', 'product', id] as const,
  categories: (owner: string) => ['library', 'categories', owner] as const,
  /** Under `products`: the counts change with every product write, deletions included. */
  countedCategories: (owner: string) => ['library', 'products', 'counted-categories', owner] as const,
  brands: (owner: string) => ['library', 'brands', owner] as const,
  tags: ['library', 'tags'] as const,
};
