import { libraryTagRoutes, type TagSortOption } from '@roomcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { libraryKeys } from './keys.ts';

export type TagSort = (typeof TagSortOption)[number];

/** The tags of the caller (or of their enterprise), in the order asked for. */
export function useTagList(enterpriseId: string | undefined, sortBy: TagSort, partialValue: string) {
  return useQuery({
    queryKey: [...libraryKeys.tags, 'list', enterpriseId, sortBy, partialValue],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await callApi(libraryTagRoutes.list, {
          query: { enterpriseId, sortBy, partialValue: partialValue.trim() || undefined },
        })
      ).tags,
  });
}

export function useTagGroups(enterpriseId: string | undefined) {
  return useQuery({
    queryKey: [...libraryKeys.tags, 'groups', enterpriseId],
    queryFn: async () => (await callApi(libraryTagRoutes.groups, { query: { enterpriseId } })).tagGroups,
  });
}

/** A tag group write; the groups are read again. */
function useGroupWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: [...libraryKeys.tags, 'groups'] }),
  });
}

export function useCreateTagGroup(enterpriseId: string | undefined) {
  return useGroupWrite(({ name, tags }: { name: string; tags: string[] }) =>
    callApi(libraryTagRoutes.createGroup, { body: { enterpriseId, name, tags } }),
  );
}

export function useUpdateTagGroup() {
  return useGroupWrite(({ id, ...changes }: { id: string; name?: string; tags?: string[] }) =>
    callApi(libraryTagRoutes.updateGroup, { params: { id }, body: changes }),
  );
}

export function useDeleteTagGroup() {
  return useGroupWrite((id: string) => callApi(libraryTagRoutes.removeGroup, { params: { id } }));
}
