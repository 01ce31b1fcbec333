import { z } from 'zod';
import { RoomType as RoomTypeCode } from '../enums.ts';
import { Id, IsoDate } from './common.ts';

/**
 * A room type in a list: a common one (id = its code, e.g. LIVING) or an enterprise's own
 * (id = an opaque id, code CUSTOM). Spaces refer to own types as `custom:<id>`.
 */
export const RoomTypeItem = z.object({
  id: z.string(),
  code: z.union([z.enum(RoomTypeCode), z.literal('CUSTOM')]),
  name: z.string(),
  nameKo: z.string().nullable(),
  common: z.boolean(),
  enterpriseId: Id.nullable(),
  deleted: z.boolean(),
  order: z.number().int(),
  createdAt: IsoDate.nullable(),
});
export type RoomTypeItem = z.infer<typeof RoomTypeItem>;

export const RoomTypesAnswer = z.object({ roomTypes: z.array(RoomTypeItem) });
export const RoomTypeAnswer = z.object({ roomType: RoomTypeItem });

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const RoomTypesQuery = z.object({
  enterpriseId: Id,
  useCommonTypes: flag.default(true),
  useRoomTypeOrders: flag.default(true),
  includeDeleted: flag.default(false),
});

const Name = z.string().trim().min(1).max(60);
export const CreateRoomTypeBody = z.object({ enterpriseId: Id, name: Name, nameKo: Name.optional() });
export const CreateRoomTypesBody = z.object({
  enterpriseId: Id,
  roomTypes: z
    .array(z.object({ name: Name, nameKo: Name.optional() }))
    .min(1)
    .max(100),
});
export const UpdateRoomTypeBody = z
  .object({ name: Name.optional(), nameKo: Name.nullable().optional() })
  .strict();
export const UpdateRoomTypesBody = z.object({
  enterpriseId: Id,
  /** Every listed type takes its place in this order; names change where given. */
  roomTypes: z
    .array(
      z.object({ id: z.string().min(1).max(64), name: Name.optional(), nameKo: Name.nullable().optional() }),
    )
    .min(1)
    .max(200),
});
