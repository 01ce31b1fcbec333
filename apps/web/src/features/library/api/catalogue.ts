import { libraryBrandRoutes, libraryCategoryRoutes, libraryTagRoutes } from '@roomcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { libraryKeys } from './keys.ts';

/**
 * The category tree of a library (every product type); `withCounts` adds how many products of each
 * category and its subtree the caller sees.
 */
export function useCategoryTree(owner: string | undefined, { withCounts = false } = {}) {
  return useQuery({
    queryKey: withCounts ? libraryKeys.countedCategories(owner ?? '') : libraryKeys.categories(owner ?? ''),
    enabled: owner !== undefined,
    queryFn: async () =>
      (
        await callApi(libraryCategoryRoutes.v1Tree, {
          params: { id: owner! },
          query: { withCounts: withCounts ? 'true' : undefined },
        })
      ).categories,
  });
}

/** The brands of a library, by name. */
export function useBrandList(owner: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.brands(owner ?? ''),
    enabled: owner !== undefined,
    queryFn: async () => (await callApi(libraryBrandRoutes.list, { params: { id: owner! } })).brands,
  });
}

/** The product tags of the caller's own library, or of their enterprise's, for the tag filter. */
export function useProductTags(enterpriseId: string | undefined) {
  return useQuery({
    queryKey: [...libraryKeys.tags, enterpriseId],
    queryFn: async () =>
      (await callApi(libraryTagRoutes.list, { query: { targetType: 'PRODUCT', enterpriseId } })).tags.map(
        (t) => t.value,
      ),
  });
}
