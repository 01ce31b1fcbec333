import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import {
  CreateRoomTypeBody,
  CreateRoomTypesBody,
  RoomTypeAnswer,
  RoomTypesAnswer,
  RoomTypesQuery,
  UpdateRoomTypeBody,
  UpdateRoomTypesBody,
} from '../schemas/room-types.ts';

const tags = ['room types'];
const base = { surface: 'api', tags } as const;

export const roomTypeRoutes = {
  common: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/room-types/common',
    access: 'session',
    summary: 'The common room types',
    response: RoomTypesAnswer,
  }),
  list: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/room-types',
    access: 'session',
    summary: 'An enterprise’s room types, with the common ones and its order when asked',
    query: RoomTypesQuery,
    response: RoomTypesAnswer,
  }),
  create: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/room-types',
    access: 'session',
    summary: 'Create an enterprise room type',
    body: CreateRoomTypeBody,
    response: RoomTypeAnswer,
    status: 201,
  }),
  createBatch: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/room-types/batch',
    access: 'session',
    summary: 'Create several enterprise room types at once',
    body: CreateRoomTypesBody,
    response: RoomTypesAnswer,
    status: 201,
  }),
  updateBatch: defineRoute({
    ...base,
    method: 'PATCH',
    path: '/v1/room-types/batch',
    access: 'session',
    summary: 'Reorder (and rename) room types in one call',
    body: UpdateRoomTypesBody,
    response: RoomTypesAnswer,
  }),
  update: defineRoute({
    ...base,
    method: 'PATCH',
    path: '/v1/room-types/:id',
    access: 'session',
    summary: 'Rename an enterprise room type',
    params: IdParams,
    body: UpdateRoomTypeBody,
    response: RoomTypeAnswer,
  }),
  remove: defineRoute({
    ...base,
    method: 'DELETE',
    path: '/v1/room-types/:id',
    access: 'session',
    summary: 'Delete an enterprise room type for good',
    params: IdParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  softRemove: defineRoute({
    ...base,
    method: 'DELETE',
    path: '/v1/room-types/:id/soft',
    access: 'session',
    summary: 'Retire a room type: hidden from new choices, kept on the spaces that use it',
    params: IdParams,
    response: RoomTypeAnswer,
  }),
};
