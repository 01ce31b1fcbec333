import { libraryProductRoutes } from '@roomcraft/contract';
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
