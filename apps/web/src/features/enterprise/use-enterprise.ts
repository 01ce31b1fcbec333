import { enterpriseRoutes } from '@roomcraft/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callList } from '../../api/client.ts';

export const enterpriseKey = (id: string) => ['enterprise', id] as const;
export const membersKey = (id: string) => ['enterprise', id, 'members'] as const;

export function useEnterprise(id: string | null) {
  return useQuery({
    queryKey: enterpriseKey(id ?? ''),
    queryFn: async () => (await callApi(enterpriseRoutes.get, { params: { id: id! } })).enterprise,
    enabled: id !== null,
  });
}

export interface MemberFilter {
  search: string;
  role: 'CUSTOM' | 'DESIGNER' | 'MANAGER' | null;
  active: 'true' | 'false' | null;
}

export const PAGE_SIZE = 20;

/** One page of members; the previous page stays on screen while the next one loads. */
export function useMembers(id: string, filter: MemberFilter, page: number) {
  return useQuery({
    queryKey: [...membersKey(id), filter, page],
    queryFn: () =>
      callList(enterpriseRoutes.users, {
        params: { id },
        query: {
          search: filter.search || undefined,
          role: filter.role ?? undefined,
          active: filter.active ?? undefined,
          page,
          size: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
