import { defineAction, type OnFloor, patchFields, updateEach, updateFloor } from '../../editing/action.ts';
import { add, sub, type Vec2 } from '../../geometry/vector.ts';
import type { Item } from './schema.ts';

/** Placement numbers typed for items (mm and radians); each given one applies to every item. */
export interface ItemPlacementFields {
  readonly x?: number;
  readonly y?: number;
  /** Height of the item's bottom above the floor. */
  readonly z?: number;
  /** Turn about the vertical axis (the item's rotation.z). */
  readonly angle?: number;
}

const sortedKey = (ids: readonly string[]) => [...ids].sort().join(',');

/**
 * Sets typed placement numbers of items (the inspector's fields): every item given gets each number
 * given, so several items can be lined up on one x. Locked items keep their place.
 */
export const setItemPlacement = defineAction(
  'setItemPlacement',
  (design, args: OnFloor & ItemPlacementFields & { itemIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const movable = floor.items.filter((it) => !it.lock && args.itemIds.includes(it.archiId));
      const items = updateEach(
        floor.items,
        movable.map((it) => it.archiId),
        (it) =>
          patchFields(it, {
            position: {
              x: args.x ?? it.position.x,
              y: args.y ?? it.position.y,
              z: args.z ?? it.position.z,
            },
            rotation: args.angle === undefined ? undefined : { ...it.rotation, z: args.angle },
          }),
      );
      return items === floor.items ? floor : { ...floor, items };
    }),
);

/** A plan vector turned by an angle (radians from +x towards +y). */
const rotate = (v: Vec2, angle: number): Vec2 => ({
  x: v.x * Math.cos(angle) - v.y * Math.sin(angle),
  y: v.x * Math.sin(angle) + v.y * Math.cos(angle),
});

/** The middle of the items' positions in plan. */
function centreOf(items: readonly Item[]): Vec2 {
  const sum = items.reduce((s, it) => ({ x: s.x + it.position.x, y: s.y + it.position.y }), { x: 0, y: 0 });
  return { x: sum.x / items.length, y: sum.y / items.length };
}

/**
 * Turns items by an angle (radians, clockwise on screen) about the middle of their positions, so
 * several items keep their arrangement and one item turns in place. Nothing turns when any of them
 * is locked, as a group never tears apart. Presses in quick succession are one undo step.
 */
export const turnItems = defineAction(
  'turnItems',
  (design, args: OnFloor & { itemIds: readonly string[]; angle: number }) =>
    updateFloor(design, args.floorId, (floor) => {
      const turning = floor.items.filter((it) => args.itemIds.includes(it.archiId));
      if (turning.length === 0 || turning.some((it) => it.lock)) return floor;
      const centre = centreOf(turning);
      const items = updateEach(
        floor.items,
        turning.map((it) => it.archiId),
        (it) => {
          const p = add(centre, rotate(sub(it.position, centre), args.angle));
          return patchFields(it, {
            position: { x: p.x, y: p.y, z: it.position.z },
            rotation: { ...it.rotation, z: it.rotation.z + args.angle },
          });
        },
      );
      return items === floor.items ? floor : { ...floor, items };
    }),
  { mergeKey: (args) => `turnItems:${sortedKey(args.itemIds)}` },
);
