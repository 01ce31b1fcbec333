import type { FinishRef } from '../../document/primitives.ts';
import {
  ActionError,
  defineAction,
  type OnFloor,
  patchFields,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import { type Room, type RoomTypeValue, RoomTypeValueSchema } from './schema.ts';

/** Names, types or finishes rooms (null removes a finish). Rooms keep these when walls change. */
export const setRoomProps = defineAction(
  'setRoomProps',
  (
    design,
    args: OnFloor & {
      roomIds: readonly string[];
      name?: string;
      type?: RoomTypeValue;
      floorFinish?: FinishRef | null;
      ceilingFinish?: FinishRef | null;
      hideCeiling?: boolean;
    },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      if (args.type !== undefined && !RoomTypeValueSchema.safeParse(args.type).success) {
        throw new ActionError(`unknown room type ${args.type}`);
      }
      const { roomIds: _ids, floorId: _floor, ...fields } = args;
      const rooms = updateEach<Room>(floor.rooms, args.roomIds, (r) => patchFields(r, fields));
      return rooms === floor.rooms ? floor : { ...floor, rooms };
    }),
  { mergeKey: (args) => `setRoomProps:${[...args.roomIds].sort().join(',')}` },
);
