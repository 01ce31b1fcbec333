import type { Floor } from '../document/floor.ts';
import { normalizeFloor } from '../document/normalize.ts';
import { recomputeRooms } from '../kinds/room/matching.ts';
import { planarizeFloor } from './planarize-floor.ts';

/**
 * Restores a floor's invariants after its walls changed: walls meet only at shared corners
 * (see {@link planarizeFloor}), the geometry is clean (see {@link normalizeFloor}) and the rooms
 * are found again with their props kept (see {@link recomputeRooms}). `previous` is the floor
 * before the change.
 */
export function settleFloorGeometry(previous: Floor, floor: Floor): Floor {
  return recomputeRooms(previous, normalizeFloor(planarizeFloor(floor)));
}
