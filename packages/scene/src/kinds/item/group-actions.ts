import type { Floor } from '../../document/floor.ts';
import {
  defineAction,
  mustFind,
  type OnFloor,
  patchFields,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import type { Vec3 } from '../../geometry/vector.ts';
import { createId } from '../../ids.ts';
import type { Item } from './schema.ts';

/**
 * Shows another option of a placed product (another member of its product group, a product of its
 * own with its own model). Choosing the placed product itself clears the option. Locked items keep
 * theirs, as they keep their place.
 */
export const switchItemOption = defineAction(
  'switchItemOption',
  (design, args: OnFloor & { itemId: string; optionId: string }) =>
    updateFloor(design, args.floorId, (floor) => {
      const item = mustFind(floor.items, args.itemId, 'item');
      if (item.lock) return floor;
      const optionId = args.optionId === item.productId ? null : args.optionId;
      const items = updateEach(floor.items, [item.archiId], (it) => patchFields(it, { optionId }));
      return items === floor.items ? floor : { ...floor, items };
    }),
);

/**
 * Groups items (with the groups they are already in) under one new group id, so they are selected
 * and moved together. Fewer than two items make no group.
 */
export const groupItems = defineAction(
  'groupItems',
  (design, args: OnFloor & { itemIds: readonly string[]; groupId?: string }) =>
    updateFloor(design, args.floorId, (floor) => {
      const members = withGroups(floor, args.itemIds);
      if (members.length < 2) return floor;
      const groupId = args.groupId ?? createId();
      const items = updateEach(floor.items, members, (it) => patchFields(it, { groupId }));
      return items === floor.items ? floor : { ...floor, items };
    }),
);

/** Dissolves the groups of the items: every member of them becomes a single item again. */
export const ungroupItems = defineAction(
  'ungroupItems',
  (design, args: OnFloor & { itemIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const members = withGroups(floor, args.itemIds);
      const items = updateEach(floor.items, members, (it) => patchFields(it, { groupId: null }));
      return items === floor.items ? floor : { ...floor, items };
    }),
);

/** One item's new place in {@link moveItems}. */
export interface ItemMove {
  readonly itemId: string;
  readonly position: Vec3;
  readonly rotation?: Item['rotation'];
}

/**
 * Moves several items at once (a group dragged as one). A group with a locked member stays where
 * it is, so a drag never tears a group apart.
 */
export const moveItems = defineAction(
  'moveItems',
  (design, args: OnFloor & { moves: readonly ItemMove[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const byId = new Map(args.moves.map((m) => [m.itemId, m]));
      if (floor.items.some((it) => it.lock && byId.has(it.archiId))) return floor;
      const items = updateEach(floor.items, [...byId.keys()], (it) => {
        const move = byId.get(it.archiId)!;
        return patchFields(it, { position: move.position, rotation: move.rotation });
      });
      return items === floor.items ? floor : { ...floor, items };
    }),
  {
    mergeKey: (args) =>
      `moveItems:${args.moves
        .map((m) => m.itemId)
        .sort()
        .join(',')}`,
  },
);

/**
 * The items with every member of their groups, in the floor's order: selecting one member of a
 * group selects the group. Unknown ids are left out.
 */
export function withGroups(floor: Floor, itemIds: readonly string[]): string[] {
  const wanted = new Set(itemIds);
  const groups = new Set(
    floor.items.flatMap((it) => (wanted.has(it.archiId) && it.groupId ? [it.groupId] : [])),
  );
  return floor.items
    .filter((it) => wanted.has(it.archiId) || (it.groupId !== undefined && groups.has(it.groupId)))
    .map((it) => it.archiId);
}
