import { roomTypeRoutes as r } from '@roomcraft/contract';
import { bind } from '../../http/routes.ts';
import { commonRoomTypes, type RoomTypesService } from './room-types.service.ts';

export function roomTypeBindings(service: RoomTypesService) {
  return [
    bind(r.common, async () => ({ roomTypes: commonRoomTypes() })),
    bind(r.list, async ({ user, query }) => {
      const { enterpriseId, ...options } = query;
      return { roomTypes: await service.list(user, enterpriseId, options) };
    }),
    bind(r.create, async ({ user, body }) => {
      const [roomType] = await service.create(user, body.enterpriseId, [body]);
      return { roomType: roomType! };
    }),
    bind(r.createBatch, async ({ user, body }) => ({
      roomTypes: await service.create(user, body.enterpriseId, body.roomTypes),
    })),
    bind(r.updateBatch, async ({ user, body }) => {
      await service.updateBatch(user, body.enterpriseId, body.roomTypes);
      const options = { useCommonTypes: true, useRoomTypeOrders: true, includeDeleted: false };
      return { roomTypes: await service.list(user, body.enterpriseId, options) };
    }),
    bind(r.update, async ({ user, params, body }) => ({
      roomType: await service.rename(user, params.id, body),
    })),
    bind(r.remove, async ({ user, params }) => {
      await service.remove(user, params.id);
      return { deleted: true as const };
    }),
    bind(r.softRemove, async ({ user, params }) => ({ roomType: await service.retire(user, params.id) })),
  ];
}
