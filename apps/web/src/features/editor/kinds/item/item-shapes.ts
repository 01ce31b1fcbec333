import {
  type Footprint,
  footprintCorners,
  type Item,
  itemFootprint,
  type ProductSize,
  type SizeOf,
} from '@roomcraft/scene';
import { linesOf, pathOf } from '../../drawing/paths.ts';

/** The size an item is drawn and caught at while its product's size is not known (the 3D view's placeholder). */
export const UNKNOWN_ITEM_SIZE: ProductSize = { width: 600, depth: 600, height: 600 };

/** How much of its square the product's top-view symbol fills (the thumbnail renderer's margin). */
const SYMBOL_FILL = 0.9;

/** The footprint of an item at its product's size, or at the placeholder's while that is unknown. */
export function itemFootprintOf(item: Item, sizeOf: SizeOf): Footprint {
  return itemFootprint(item, sizeOf(item.productId) ?? UNKNOWN_ITEM_SIZE);
}

/** What the plan draws for a placed item, in plan millimetres. */
export interface ItemShape {
  readonly id: string;
  /** The footprint's outline. */
  readonly outline: string;
  /** The front edge, drawn heavier so one sees which way the item faces. */
  readonly front: string;
  /** Centre and turn (degrees clockwise on screen) of the symbol's frame. */
  readonly transform: string;
  /** The product's top view, placed in the item's own frame. */
  readonly symbol?: {
    readonly href: string;
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  readonly footprint: Footprint;
}

/**
 * An item's plan shape: its footprint and, when the product has one, its top-view symbol. The
 * symbol is a square thumbnail looking down on the model with its back at the top and its longer
 * side filling 90 % of the square, so it is stretched by the item's scale and turned with it.
 */
export function itemShape(item: Item, size: ProductSize | undefined, symbolUrl: string | null): ItemShape {
  const footprint = itemFootprint(item, size ?? UNKNOWN_ITEM_SIZE);
  const corners = footprintCorners(footprint);
  const { x, y } = item.position;
  const degrees = (item.rotation.z * 180) / Math.PI;
  const side = size ? Math.max(size.width, size.depth) / SYMBOL_FILL : 0;
  const width = side * item.scale.x;
  const height = side * item.scale.y;
  return {
    id: item.archiId,
    outline: pathOf(corners),
    front: linesOf([[corners[0]!, corners[1]!]]),
    transform: `translate(${x} ${y}) rotate(${degrees})`,
    symbol: size && symbolUrl ? { href: symbolUrl, x: -width / 2, y: -height / 2, width, height } : undefined,
    footprint,
  };
}
