import { type RoomTypeItem, roomTypeRoutes } from '@roomcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/**
 * The room types of the person's enterprise (common ones first or in the enterprise's order,
 * retired ones included so spaces using them keep their name), or the common ones without an enterprise.
 */
export function useRoomTypes(enterpriseId: string | null): readonly RoomTypeItem[] | undefined {
  const query = useQuery({
    queryKey: ['room-types', enterpriseId ?? 'common', 'with-deleted'],
    queryFn: async () =>
      enterpriseId
        ? (await callApi(roomTypeRoutes.list, { query: { enterpriseId, includeDeleted: 'true' } })).roomTypes
        : (await callApi(roomTypeRoutes.common)).roomTypes,
    staleTime: 5 * 60_000,
  });
  return query.data;
}
