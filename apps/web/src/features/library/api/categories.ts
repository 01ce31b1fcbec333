import { type CategoryNode, libraryCategoryRoutes } from '@roomcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
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

/** One category put under a parent (null: the roots), at a position among its siblings or last. */
export interface CategoryMove {
  id: string;
  parentId: string | null;
  position?: number;
}

/**
 * Moves categories one after the other, stopping at the first refusal (the server refuses a move
 * under the category itself or a descendant); the tree is read again either way.
 */
export function useMoveCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (moves: CategoryMove[]) => {
      for (const { id, parentId, position } of moves) {
        await callApi(libraryCategoryRoutes.move, { params: { id }, body: { parentId, position } });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

/** Deletes a category with its subtree; its products move to its parent (the answer says how many). */
export function useDeleteCategory() {
  return useCategoryWrite((id: string) => callApi(libraryCategoryRoutes.remove, { params: { id } }));
}

/** The ids of a category and everything under it: where it cannot be moved. */
export function subtreeIds(node: CategoryNode): string[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

/** Whether the server refused a move because of its target (under the category itself or a descendant). */
export function isRefusedMove(error: unknown): boolean {
  return (
    isApiError(error) &&
    Array.isArray(error.details) &&
    error.details.some((issue: { field?: string }) => issue.field === 'parentId')
  );
}
