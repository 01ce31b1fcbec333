import {
  type CategoryNode,
  libraryBrandRoutes,
  libraryCategoryRoutes,
  libraryProductRoutes,
  type Product,
  type ProductTypeV2,
  type User,
} from '@roomcraft/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../api/client.ts';
import type { ProductDirectory } from '../library/product-directory.ts';

/** The libraries a catalogue offers: the person's own, their enterprise's and the public one. */
export type CatalogueScope = 'personal' | 'enterprise' | 'public';

/** The owner id of a scope's library for a user (none for the enterprise of a personal account). */
export function ownerOf(scope: CatalogueScope, user: Pick<User, 'id' | 'enterpriseId'>): string | undefined {
  if (scope === 'public') return 'public';
  if (scope === 'personal') return user.id;
  return user.enterpriseId ?? undefined;
}

/** Categories as a flat list with their depth, for a select box. */
export function flattenCategories(
  nodes: readonly CategoryNode[],
  depth = 0,
): { id: string; name: string; depth: number }[] {
  return nodes.flatMap((n) => [
    { id: n.id, name: n.name, depth },
    ...flattenCategories(n.children, depth + 1),
  ]);
}

/** The category tree of a library for a product type. */
export function useCategories(owner: string | undefined, type: (typeof ProductTypeV2)[number]) {
  return useQuery({
    queryKey: ['view3d', 'categories', owner, type],
    enabled: owner !== undefined,
    queryFn: async () =>
      (await callApi(libraryCategoryRoutes.v1Tree, { params: { id: owner! }, query: { type } })).categories,
  });
}

/** The brands of a library, by name. */
export function useBrands(owner: string | undefined) {
  return useQuery({
    queryKey: ['view3d', 'brands', owner],
    enabled: owner !== undefined,
    queryFn: async () => (await callApi(libraryBrandRoutes.list, { params: { id: owner! } })).brands,
  });
}

/** A search of a library; found products are remembered so placing one needs no further call. */
export function useProductSearch(
  directory: ProductDirectory,
  owner: string | undefined,
  filter: {
    q: string;
    categoryId: string | null;
    brandId?: string | null;
    types: readonly (typeof ProductTypeV2)[number][];
  },
) {
  return useQuery({
    queryKey: ['view3d', 'products', owner, filter.q, filter.categoryId, filter.brandId, filter.types],
    enabled: owner !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Product[]> => {
      const pages = await Promise.all(
        filter.types.map((type) =>
          callApi(libraryProductRoutes.search, {
            params: { id: owner! },
            query: {
              q: filter.q || undefined,
              categories: filter.categoryId ?? undefined,
              brands: filter.brandId ?? undefined,
              type,
              status: 'COMPLETED',
              size: 48,
            },
          }),
        ),
      );
      const products = pages.flatMap((p) => p.data);
      directory.remember(products);
      return products;
    },
  });
}

/** A product's name in the interface's language. */
export function productName(product: Product, language: string): string {
  return product.translatedNames.find((n) => n.code === language)?.value ?? product.name;
}

/** The picture of a product: its first thumbnail, or its plan symbol. */
export const productThumbnail = (product: Product): string | null =>
  product.thumbnails[0] ?? product.editorAsset.twoD ?? null;
