import {
  type CreateProductBody,
  libraryProductRoutes,
  type Product,
  type UpdateProductBody,
} from '@roomcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { type LibraryFilters, searchQuery } from '../model/library-filters.ts';
import { libraryKeys } from './keys.ts';

/** How often a product still WAITING for its processing is asked about again. */
export const PROCESSING_POLL_MS = 2000;

const waiting = (products: readonly Product[]) => products.some((p) => p.status === 'WAITING');

/** One page of a library's products; asked again while any of them is WAITING, so statuses move live. */
export function useProductPage(owner: string | undefined, filters: LibraryFilters, size: number) {
  return useQuery({
    queryKey: [...libraryKeys.products, owner, filters, size],
    enabled: owner !== undefined,
    placeholderData: keepPreviousData,
    queryFn: () =>
      callApi(libraryProductRoutes.search, { params: { id: owner! }, query: searchQuery(filters, size) }),
    refetchInterval: (query) =>
      query.state.data && waiting(query.state.data.data) ? PROCESSING_POLL_MS : false,
  });
}

/** A product with its options; asked again while it is WAITING. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: libraryKeys.product(id),
    queryFn: async () => (await callApi(libraryProductRoutes.get, { params: { id } })).product,
    refetchInterval: (query) => (query.state.data?.status === 'WAITING' ? PROCESSING_POLL_MS : false),
  });
}

/** After any write the product and every list that may show it are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (product?: Product) => {
    if (product) client.setQueryData(libraryKeys.product(product.id), product);
    return client.invalidateQueries({ queryKey: libraryKeys.all });
  };
}

export function useCreateProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateProductBody) =>
      (await callApi(libraryProductRoutes.create, { body })).product,
    onSuccess: (product) => refresh(product),
  });
}

export function useUpdateProduct(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: UpdateProductBody) =>
      (await callApi(libraryProductRoutes.update, { params: { id }, body })).product,
    onSuccess: (product) => refresh(product),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(libraryProductRoutes.remove, { params: { id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: libraryKeys.product(id) });
      return client.invalidateQueries({ queryKey: libraryKeys.products });
    },
  });
}

/** Processes a FAILED product's last upload again; it is WAITING at once. */
export function useRetryProcessing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callApi(libraryProductRoutes.retry, { params: { id } }),
    onSuccess: () => refresh(),
  });
}
