import { type CategoryNode, libraryCategoryRoutes } from '@roomcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import type { LibraryScopeChoice } from '../model/library-filters.ts';
import { libraryKeys } from './keys.ts';

/** A category write of a library; the tree (and the products, which may have moved) are read again. */
function useCategoryWrite<Input, Result>(write: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

export function useCreateCategory(scope: LibraryScopeChoice, owner: string) {
  return useCategoryWrite(({ parentId, name }: { parentId: string | null; name: string }) =>
    callApi(libraryCategoryRoutes.create, { body: { libType: scope, ownerId: owner, parentId, name } }),
  );
}

export function useRenameCategory() {
  return useCategoryWrite(({ id, name }: { id: string; name: string }) =>
    callApi(libraryCategoryRoutes.rename, { params: { id }, body: { name } }),
  );
}

/** Moves a category under another (null: to the roots); the server refuses a move under itself. */
export function useMoveCategory() {
  return useCategoryWrite(({ id, parentId }: { id: string; parentId: string | null }) =>
    callApi(libraryCategoryRoutes.move, { params: { id }, body: { parentId } }),
  );
}

/** Deletes a category with its subtree; its products move to its parent (the answer says how many). */
export function useDeleteCategory() {
  return useCategoryWrite((id: string) => callApi(libraryCategoryRoutes.remove, { params: { id } }));
}

/** The ids of a category and everything under it: where it cannot be moved. */
export function subtreeIds(node: CategoryNode): string[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}
