import { libraryBrandRoutes } from '@roomcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { libraryKeys } from './keys.ts';

/** A brand of a library with the products of it the caller sees. */
export function useBrandPage(ownerId: string, brandId: string) {
  return useQuery({
    queryKey: [...libraryKeys.brands(ownerId), brandId],
    queryFn: () => callApi(libraryBrandRoutes.publicPage, { params: { ownerId, brandId } }),
  });
}
