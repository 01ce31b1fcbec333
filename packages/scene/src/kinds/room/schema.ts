import { RoomType } from '@roomcraft/enums';
import { z } from 'zod';
import { FinishRefSchema, IdSchema } from '../../document/primitives.ts';

/** A room type: one of the contract's RoomType values, or a custom type id written "custom:<id>". */
export const RoomTypeValueSchema = z.union([
  z.enum(RoomType),
  z.templateLiteral(['custom:', z.string().min(1).max(64)]),
]);

/** A room type value. */
export type RoomTypeValue = z.infer<typeof RoomTypeValueSchema>;

/**
 * A room (space): a region closed by walls, found by the room finder. `corners` walk its
 * boundary with the room on the right as seen on screen; `holes` are loops of walls standing
 * free inside it (a nested room), whose area the room excludes.
 */
export const RoomSchema = z.strictObject({
  archiId: IdSchema,
  corners: z.array(IdSchema).min(3),
  holes: z.array(z.array(IdSchema).min(3)).optional(),
  name: z.string().max(200),
  type: RoomTypeValueSchema,
  floorFinish: FinishRefSchema.optional(),
  ceilingFinish: FinishRefSchema.optional(),
  hideCeiling: z.boolean(),
});

/** A room of a floor. */
export type Room = z.infer<typeof RoomSchema>;

/** The props of a room that survive when walls change and the room is found again. */
export type RoomProps = Pick<Room, 'name' | 'type' | 'floorFinish' | 'ceilingFinish' | 'hideCeiling'>;
