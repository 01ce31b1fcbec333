import {
  exportRoutes,
  type OrderItemProperties,
  productOrderOpsRoutes as ops,
  type ProductOrderAction,
  type ProductOrderItemState,
  productOrderRoutes as r,
} from '@roomcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callMultipart } from '../../../api/client.ts';

export const orderKeys = {
  all: ['product-orders'] as const,
  list: (enterpriseId: string, page: number) => ['product-orders', 'list', enterpriseId, page] as const,
  detail: (id: string) => ['product-orders', 'detail', id] as const,
  modReqs: (itemId: string) => ['product-orders', 'mod-reqs', itemId] as const,
  ops: (query: object) => ['product-orders', 'ops', query] as const,
  opsDetail: (id: string) => ['product-orders', 'ops-detail', id] as const,
};

/** A multipart body: `properties` as JSON and the reference files. */
export function propertiesForm(properties: unknown, files: File[], field = 'refFiles'): FormData {
  const form = new FormData();
  form.append('properties', JSON.stringify(properties));
  for (const file of files) form.append(field, file, file.name);
  return form;
}

export function useOrders(enterpriseId: string, page: number) {
  return useQuery({
    queryKey: orderKeys.list(enterpriseId, page),
    placeholderData: keepPreviousData,
    queryFn: () => callApi(r.list, { params: { ent: enterpriseId }, query: { page, limit: 20 } }),
  });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => callApi(r.detail, { params: { id } }) });
}

export function useModReqs(itemId: string) {
  return useQuery({
    queryKey: orderKeys.modReqs(itemId),
    queryFn: () => callApi(r.modReqs, { params: { id: itemId }, query: { sortBy: 'createdAsc', limit: 50 } }),
  });
}

/** Refreshes every order screen after a change. */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orderKeys.all });
}

export interface NewItem {
  /** Tells the form's cards apart while products are added and removed. */
  key: string;
  properties: OrderItemProperties;
  files: File[];
}

/** Creates an order, adds its items with their files, and submits it. */
export function useCreateOrder(enterpriseId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { name: string; items: NewItem[] }) => {
      const { order } = await callApi(r.create, {
        params: { ent: enterpriseId },
        body: { name: input.name },
      });
      for (const item of input.items) {
        await callMultipart(
          r.addItem,
          { params: { id: order.id } },
          propertiesForm(item.properties, item.files),
        );
      }
      await callApi(r.orderAction, { params: { id: order.id }, body: { action: 'submit' } });
      return order;
    },
    onSuccess: invalidate,
  });
}

export function useOrderAction(orderId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (action: ProductOrderAction) =>
      callApi(r.orderAction, { params: { id: orderId }, body: { action } }),
    onSuccess: invalidate,
  });
}

export function useItemTransition() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { itemId: string; to: ProductOrderItemState; note?: string }) =>
      callApi(r.transitionItem, {
        params: { id: input.itemId },
        body: { to: input.to, note: input.note ?? '' },
      }),
    onSuccess: invalidate,
  });
}

export function useRequestModification(itemId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { type: 'MATERIAL' | 'SHAPE' | 'OTHER'; content: string; files: File[] }) =>
      callMultipart(
        r.createModReq,
        { params: { id: itemId } },
        propertiesForm({ type: input.type, content: input.content }, input.files),
      ),
    onSuccess: invalidate,
  });
}

/** Opens the order's workbook: a short-lived token, then the browser downloads it. */
export async function downloadOrderWorkbook(orderId: string) {
  const { url } = await callApi(exportRoutes.issueToken, { params: { id: orderId } });
  window.location.assign(url);
}

// The operators' console.

export function useOpsOrders(query: { search?: string; state?: string; page: number }) {
  return useQuery({
    queryKey: orderKeys.ops(query),
    placeholderData: keepPreviousData,
    queryFn: () => callApi(ops.search, { query: { ...query, limit: 20 } as never }),
  });
}

export function useOpsOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.opsDetail(id),
    queryFn: () => callApi(ops.detail, { params: { id } }),
  });
}

export function useModellers() {
  return useQuery({ queryKey: ['modellers'], queryFn: async () => (await callApi(ops.modellers)).operators });
}

export function useOpsItemActions() {
  const invalidate = useInvalidate();
  const options = { onSuccess: invalidate };
  return {
    transition: useMutation({
      mutationFn: (input: { itemId: string; to: ProductOrderItemState; note: string }) =>
        callApi(ops.transitionItem, {
          params: { id: input.itemId },
          body: { to: input.to, note: input.note },
        }),
      ...options,
    }),
    assign: useMutation({
      mutationFn: (input: { itemId: string; operatorId: string | null }) =>
        callApi(ops.assign, { params: { id: input.itemId }, body: { operatorId: input.operatorId } }),
      ...options,
    }),
    upload: useMutation({
      mutationFn: (input: { itemId: string; file: File }) => {
        const form = new FormData();
        form.append('file', input.file, input.file.name);
        return callMultipart(ops.uploadModel, { params: { id: input.itemId } }, form);
      },
      ...options,
    }),
    orderAction: useMutation({
      mutationFn: (input: { orderId: string; action: ProductOrderAction }) =>
        callApi(ops.orderAction, { params: { id: input.orderId }, body: { action: input.action } }),
      ...options,
    }),
    removeItem: useMutation({
      mutationFn: (itemId: string) => callApi(ops.removeItem, { params: { id: itemId } }),
      ...options,
    }),
  };
}
