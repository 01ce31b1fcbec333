import {
  ActionError,
  defineAction,
  mustFind,
  type OnFloor,
  patchFields,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import type { Vec3 } from '../../geometry/vector.ts';
import { createId } from '../../ids.ts';
import { ITEM_TYPE_CODES, type Item, type ItemTypeCode } from './schema.ts';

/** Places a product. Rotation defaults to 0, scale to 1; the item starts unlocked and visible. */
export const addItem = defineAction(
  'addItem',
  (
    design,
    args: OnFloor &
      Partial<Pick<Item, 'rotation' | 'scale' | 'optionId' | 'nickname' | 'groupId'>> & {
        productId: string;
        editorTypeCode: ItemTypeCode;
        position: Vec3;
        id?: string;
      },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      if (!ITEM_TYPE_CODES.includes(args.editorTypeCode))
        throw new ActionError('items are types 10, 20, 30 or 40');
      const { floorId: _floor, id, ...fields } = args;
      const item: Item = {
        archiId: id ?? createId(),
        rotation: { z: 0 },
        scale: { x: 1, y: 1, z: 1 },
        lock: false,
        visible: true,
        ...fields,
      };
      return { ...floor, items: [...floor.items, item] };
    }),
);

/** Moves and/or turns an item. A locked item does not move. */
export const moveItem = defineAction(
  'moveItem',
  (design, args: OnFloor & { itemId: string; position?: Vec3; rotation?: Item['rotation'] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const item = mustFind(floor.items, args.itemId, 'item');
      if (item.lock) return floor;
      const items = updateEach(floor.items, [args.itemId], (it) =>
        patchFields(it, { position: args.position, rotation: args.rotation }),
      );
      return items === floor.items ? floor : { ...floor, items };
    }),
  { mergeKey: (args) => `moveItem:${args.itemId}` },
);

/** Changes items' lock, visibility, nickname, option, group or scale (null removes an optional field). */
export const setItemProps = defineAction(
  'setItemProps',
  (
    design,
    args: OnFloor & {
      itemIds: readonly string[];
      lock?: boolean;
      visible?: boolean;
      scale?: Item['scale'];
      nickname?: string | null;
      optionId?: string | null;
      groupId?: string | null;
    },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      const { itemIds: _ids, floorId: _floor, ...fields } = args;
      const items = updateEach(floor.items, args.itemIds, (it) => patchFields(it, fields));
      return items === floor.items ? floor : { ...floor, items };
    }),
  { mergeKey: (args) => `setItemProps:${[...args.itemIds].sort().join(',')}` },
);

/** Deletes items; locked items stay (unlock them first). */
export const deleteItems = defineAction(
  'deleteItems',
  (design, args: OnFloor & { itemIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const gone = new Set(args.itemIds);
      const items = floor.items.filter((it) => it.lock || !gone.has(it.archiId));
      return items.length === floor.items.length ? floor : { ...floor, items };
    }),
);
