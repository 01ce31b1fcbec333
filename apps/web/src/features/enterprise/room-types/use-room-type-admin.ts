import { roomTypeRoutes } from '@roomcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import type { TypedRoomType } from './room-type-edits.ts';

/** How the manager looks at the list: the spec's list options. */
export interface RoomTypeView {
  /** The common types too (`useCommonTypes`). */
  readonly common: boolean;
  /** In the enterprise's saved order (`useRoomTypeOrders`), else in their natural order. */
  readonly ordered: boolean;
  /** Retired (soft-deleted) types too. */
  readonly retired: boolean;
}

/** Every room type list of the app (this page's and the editor's picker) starts with this key. */
const ROOM_TYPES_KEY = ['room-types'] as const;

export function useRoomTypeList(enterpriseId: string, view: RoomTypeView) {
  return useQuery({
    queryKey: [...ROOM_TYPES_KEY, enterpriseId, 'admin', view],
    queryFn: async () =>
      (
        await callApi(roomTypeRoutes.list, {
          query: {
            enterpriseId,
            useCommonTypes: String(view.common) as 'true' | 'false',
            useRoomTypeOrders: String(view.ordered) as 'true' | 'false',
            includeDeleted: String(view.retired) as 'true' | 'false',
          },
        })
      ).roomTypes,
    placeholderData: keepPreviousData,
  });
}

/** The changes a manager makes; each refreshes every room type list, the editor's included. */
export function useRoomTypeChanges(enterpriseId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ROOM_TYPES_KEY });
  const create = useMutation({
    // One name is a single create; several go in one batch, all or nothing.
    mutationFn: async (types: readonly TypedRoomType[]) =>
      types.length === 1
        ? [(await callApi(roomTypeRoutes.create, { body: { enterpriseId, ...types[0]! } })).roomType]
        : (await callApi(roomTypeRoutes.createBatch, { body: { enterpriseId, roomTypes: [...types] } }))
            .roomTypes,
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: (change: { id: string; name: string; nameKo: string | null }) =>
      callApi(roomTypeRoutes.update, {
        params: { id: change.id },
        body: { name: change.name, nameKo: change.nameKo },
      }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (ids: readonly string[]) =>
      callApi(roomTypeRoutes.updateBatch, { body: { enterpriseId, roomTypes: ids.map((id) => ({ id })) } }),
    onSettled: refresh,
  });
  const retire = useMutation({
    mutationFn: (id: string) => callApi(roomTypeRoutes.softRemove, { params: { id } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(roomTypeRoutes.remove, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, rename, reorder, retire, remove };
}
