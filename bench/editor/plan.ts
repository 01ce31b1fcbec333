import { CURRENT_DESIGN_VERSION, type Design, type RoomTypeValue, recomputeRooms } from '@roomcraft/scene';
import { gridPlan } from '../support/grid-plan.ts';

export { CELL } from '../support/grid-plan.ts';

const TYPES: RoomTypeValue[] = [
  'LIVING',
  'BEDROOM',
  'KITCHEN',
  'BATHROOM',
  'OFFICE',
  'HALLWAY',
  'DINING',
  'STORAGE',
];

/** The 200-wall grid plan with its 40 rooms found, every room named and typed. */
export function gridFlat(): Design {
  const bare = gridPlan();
  const found = recomputeRooms(bare, bare);
  const floor = {
    ...found,
    rooms: found.rooms.map((room, i) => ({ ...room, name: `Room ${i + 1}`, type: TYPES[i % TYPES.length]! })),
  };
  return { version: CURRENT_DESIGN_VERSION, floors: [floor], activeFloorId: floor.id };
}
