import {
  add,
  angleFacing,
  type Floor,
  frontAxis,
  type ObjectRef,
  type SizeOf,
  scale,
  type Vec2,
} from '@roomcraft/scene';
import { itemFootprintOf } from './item-shapes.ts';

/** How far beyond an item's front edge its turning handle sits, in screen pixels. */
export const TURN_HANDLE_GAP = 22;

/** Turns of a dragged handle snap to this step (radians); Alt turns freely. */
export const TURN_STEP = Math.PI / 12;

/** The one unlocked item selected, whose turning handle the plan shows. */
export function turnableItem(floor: Floor, selection: readonly ObjectRef[]) {
  if (selection.length !== 1 || selection[0]!.kind !== 'item') return undefined;
  const item = floor.items.find((i) => i.archiId === selection[0]!.id);
  return item && !item.lock ? item : undefined;
}

/** Where the turning handle of a selected item is: in front of its front edge, `px` mm per pixel. */
export function turnHandleAt(floor: Floor, selection: readonly ObjectRef[], sizeOf: SizeOf, px: number) {
  const item = turnableItem(floor, selection);
  if (!item) return undefined;
  const f = itemFootprintOf(item, sizeOf);
  return { item, point: add(f.center, scale(frontAxis(f.angle), f.halfDepth + TURN_HANDLE_GAP * px)) };
}

/** The turn that points an item's front from its middle at a plan point, on 15° steps unless `free`. */
export function turnTowards(centre: Vec2, p: Vec2, free: boolean): number {
  const angle = angleFacing({ x: p.x - centre.x, y: p.y - centre.y });
  return free ? angle : Math.round(angle / TURN_STEP) * TURN_STEP;
}
