import { type CategoryNode, libraryCategoryRoutes, MAX_PAGE_SIZE, opsRoutes } from '@roomcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAsOperator, callList } from '../../../api/client.ts';
import { enterprisesKey } from '../ops-session.tsx';

const publicLibraryKey = ['ops', 'public-library'] as const;

/** The public library's whole tree with each category's enterprise restriction and product count. */
export function usePublicTree() {
  return useQuery({
    queryKey: [...publicLibraryKey, 'tree'],
    queryFn: async () => {
      // The root variants are declared through one helper whose answer type is a plain ZodType.
      const answer = (await callAsOperator(libraryCategoryRoutes.rootAllIndividual, {
        params: { libType: 'public', ownerId: 'public' },
        query: { withCounts: 'true' },
      })) as { categories: CategoryNode[] };
      return answer.categories;
    },
  });
}

/** Which public categories an enterprise sees (null: no enterprise chosen). */
export function useEnterpriseSight(enterpriseId: string | null) {
  return useQuery({
    queryKey: [...publicLibraryKey, 'sight', enterpriseId],
    enabled: enterpriseId !== null,
    queryFn: async () =>
      new Map(
        (
          await callAsOperator(libraryCategoryRoutes.publicLibraryVisibilities, {
            params: { categoryId: 'root', enterpriseId: enterpriseId! },
          })
        ).categories.map((c) => [c.id, c.visible]),
      ),
  });
}

/** Enterprises whose name holds the search term, for a picker. */
export function useEnterpriseSearch(term: string) {
  return useQuery({
    queryKey: [...enterprisesKey, 'search', term],
    queryFn: async () =>
      (await callList(opsRoutes.enterprises, { query: { search: term || undefined } })).data,
    placeholderData: keepPreviousData,
  });
}

/** The names of chosen enterprises, by id (the first hundred). */
export function useEnterpriseNames(ids: readonly string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: [...enterprisesKey, 'names', sorted],
    enabled: sorted.length > 0,
    queryFn: async () =>
      new Map(
        (
          await callList(opsRoutes.enterprises, {
            query: { ids: sorted.join(','), size: MAX_PAGE_SIZE },
          })
        ).data.map((e) => [e.id, e.name]),
      ),
  });
}

/** Restricts a public category to chosen enterprises, or opens it to all. */
export function useSetAudience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enterpriseIds }: { id: string; enterpriseIds: string[] | null }) =>
      callAsOperator(libraryCategoryRoutes.setPublicLibraryVisibility, {
        params: { id },
        body: { restricted: enterpriseIds !== null, enterpriseIds: enterpriseIds ?? [] },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: publicLibraryKey }),
  });
}
