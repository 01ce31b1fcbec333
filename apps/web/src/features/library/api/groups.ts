import { libraryProductRoutes, type Product } from '@roomcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { libraryKeys } from './keys.ts';

/** Names the option a group member stands for; the product and its siblings are read again. */
export function useRenameOption(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, optionName }: { productId: string; optionName: string }) =>
      callApi(libraryProductRoutes.optionName, { params: { groupId, productId }, body: { optionName } }),
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

/**
 * Makes these products the options of one product. The server has no call to join or leave a group,
 * only to group products anew (a product joins the new group with its option name kept), so adding
 * regroups the members with the newcomer and removing regroups those who stay, leaving the removed
 * product alone in the old group.
 */
export function useRegroup(product: Product) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) =>
      callApi(libraryProductRoutes.createGroup, {
        body: { libType: product.libType, ownerId: product.ownerId, name: product.name, productIds },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
