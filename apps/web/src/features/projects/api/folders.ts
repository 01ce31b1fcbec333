import {
  type Directory,
  type DirectoryOrder,
  type DirectoryType,
  directoryRoutes,
  type UpdateDirectoryBody,
} from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { folderKeys, projectKeys } from './keys.ts';

export type FolderSort = (typeof DirectoryOrder)[number];

/** Your folders of one type (PERSONAL, PUBLIC, or the team's), flat, in the chosen order. */
export function useFolders(type: DirectoryType, sort: FolderSort, enabled = true) {
  return useQuery({
    queryKey: folderKeys.tree(type, 'mine', sort),
    queryFn: async () => (await callApi(directoryRoutes.mine, { query: { type, sort } })).directories,
    enabled,
  });
}

/** Folders others shared with you (of one type, or all), and everything inside them. */
export function useSharedFolders(type?: DirectoryType) {
  return useQuery({
    queryKey: folderKeys.tree(type ?? 'ALL', 'shared', 'NAME_ASC'),
    queryFn: async () =>
      (await callApi(directoryRoutes.sharedWithMe, { query: { type, sort: 'NAME_ASC' } })).directories,
  });
}

/** The folders from the top down to one (for a folder that is not in a loaded tree). */
export function useFolderPath(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: folderKeys.path(id ?? ''),
    queryFn: async () => (await callApi(directoryRoutes.path, { params: { id: id! } })).directories,
    enabled: enabled && id !== null,
  });
}

/** Creating, renaming, moving, reordering and deleting folders; every change refetches the trees. */
export function useFolderChanges() {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: folderKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    ]);
  const create = useMutation({
    mutationFn: async (input: { name: string; type: DirectoryType; parentId: string | null }) =>
      (await callApi(directoryRoutes.create, { body: input })).directory,
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateDirectoryBody }) =>
      (await callApi(directoryRoutes.update, { params: { id }, body })).directory,
    // The tree shows the new place at once; the refetch confirms it (or puts it back on failure).
    onMutate: ({ id, body }) => {
      queryClient.setQueriesData<Directory[]>({ queryKey: folderKeys.all }, (folders) =>
        Array.isArray(folders)
          ? folders.map((f) => (f.id === id ? optimistic(folders, f, body) : f))
          : folders,
      );
    },
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(directoryRoutes.remove, { params: { id } }),
    onSuccess: settle,
  });
  return { create, update, remove };
}

/** A folder as a change will leave it; positions of the siblings are left to the refetch. */
function optimistic(folders: Directory[], folder: Directory, body: UpdateDirectoryBody): Directory {
  const parentId = body.parentId !== undefined ? body.parentId : folder.parentId;
  const position =
    body.position !== undefined
      ? body.position - 0.5
      : body.parentId !== undefined
        ? Math.max(0, ...folders.filter((f) => f.parentId === parentId).map((f) => f.position)) + 1
        : folder.position;
  return { ...folder, name: body.name ?? folder.name, parentId, position };
}
