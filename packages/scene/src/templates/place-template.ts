import { ActionError, defineAction, type OnFloor, updateFloor } from '../editing/action.ts';
import { createId } from '../ids.ts';
import { ITEM_TYPE_CODES, type Item, type ItemTypeCode } from '../kinds/item/schema.ts';
import type { FittedProduct } from './fit-template.ts';

/**
 * Places the fitted products of a template in one step, so applying a template is one undo step.
 * Items of other EditorTypeCodes are refused, as a template keeps only 10, 20, 30 and 40.
 */
export const placeTemplate = defineAction(
  'placeTemplate',
  (design, args: OnFloor & { items: readonly FittedProduct[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      if (args.items.length === 0) throw new ActionError('the template has no product that fits this room');
      const items = args.items.map((p): Item => {
        if (!(ITEM_TYPE_CODES as readonly number[]).includes(p.editorTypeCode))
          throw new ActionError('items are types 10, 20, 30 or 40');
        return {
          archiId: createId(),
          productId: p.productId,
          editorTypeCode: p.editorTypeCode as ItemTypeCode,
          position: { x: p.position.x, y: p.position.y, z: p.position.z },
          rotation: { ...p.rotation },
          scale: { ...p.scale },
          ...(p.optionId ? { optionId: p.optionId } : {}),
          ...(p.nickname ? { nickname: p.nickname } : {}),
          lock: false,
          visible: true,
        };
      });
      return { ...floor, items: [...floor.items, ...items] };
    }),
);
