import {
  type CategoryNode,
  enterpriseRoutes,
  libraryCategoryRoutes,
  MAX_PAGE_SIZE,
} from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callList } from '../../../api/client.ts';
import { libraryKeys } from '../api/keys.ts';

// Under `products`, as the tree carries product counts.
const visibilityKey = (enterpriseId: string) => [
  ...libraryKeys.products,
  'category-visibility',
  enterpriseId,
];

/** The enterprise's whole tree with each category's visibility settings and product count (managers only). */
export function useVisibilityTree(enterpriseId: string, enabled: boolean) {
  return useQuery({
    queryKey: visibilityKey(enterpriseId),
    enabled,
    queryFn: async () => {
      // The root variants are declared through one helper whose answer type is a plain ZodType.
      const answer = (await callApi(libraryCategoryRoutes.rootAllIndividual, {
        params: { libType: 'enterprise', ownerId: enterpriseId },
        query: { withCounts: 'true' },
      })) as { categories: CategoryNode[] };
      return answer.categories;
    },
  });
}

/** The members a category can be shown to (the first hundred active ones, searched in the picker). */
export function useMemberChoices(enterpriseId: string) {
  return useQuery({
    queryKey: ['enterprise', enterpriseId, 'members', 'choices'],
    queryFn: async () =>
      (
        await callList(enterpriseRoutes.users, {
          params: { id: enterpriseId },
          query: { active: 'true', page: 0, size: MAX_PAGE_SIZE },
        })
      ).data,
  });
}

/** The partner enterprises a category can be shown to. */
export function usePartnerChoices(enterpriseId: string) {
  return useQuery({
    queryKey: ['enterprise', enterpriseId, 'partners'],
    queryFn: async () =>
      (await callApi(enterpriseRoutes.partners, { params: { id: enterpriseId } })).partners,
  });
}

export interface VisibilityChange {
  id: string;
  members: { restricted: boolean; userIds: string[] };
  partners: { restricted: boolean; enterpriseIds: string[] };
}

/** Saves who sees a category: its members' setting, then its partners' (the server checks both). */
export function useSaveVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, members, partners }: VisibilityChange) => {
      await callApi(libraryCategoryRoutes.individualVisibilities, { params: { id }, body: members });
      await callApi(libraryCategoryRoutes.enterpriseVisibilities, { params: { id }, body: partners });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
