import {
  addItem,
  createId,
  type DesignStore,
  type Floor,
  type ItemTypeCode,
  type ProductSize,
  pointInsideRooms,
  type SizeOf,
  type Vec2,
} from '@roomcraft/scene';
import { type PointerHit, placeItem } from '@roomcraft/scene/three';
import { directoryFor } from '../library/product-directory.ts';
import type { DroppedProduct } from '../product-drag.ts';

const ITEM_CODES = [10, 20, 30, 40] as const;
const typeCode = (code: number): ItemTypeCode =>
  (ITEM_CODES as readonly number[]).includes(code) ? (code as ItemTypeCode) : 10;
/** The size of a product the library has no size for (the placeholder's). */
export const FALLBACK_SIZE: ProductSize = { width: 600, depth: 600, height: 600 };

/**
 * Where a drop is aimed, brought inside the rooms: a drop past the building's walls (on a wall's
 * outer face, on the ground outside) lands in the nearest room, its middle half its depth inside.
 */
function insideRooms(floor: Floor, hit: PointerHit, size: ProductSize): PointerHit {
  const point = pointInsideRooms(floor, hit.point, Math.min(size.width, size.depth) / 2);
  if (point === hit.point) return hit;
  return { point: { ...hit.point, ...point } };
}

/**
 * Places a product by its placement rule on the design's active floor, inside its rooms, and
 * selects it; answers its id.
 */
export function placeProduct(
  store: DesignStore,
  product: DroppedProduct,
  hit: PointerHit,
  sizeOf: SizeOf,
): string {
  const { design } = store.getSnapshot();
  const floor = design.floors.find((f) => f.id === design.activeFloorId) ?? design.floors[0]!;
  const code = typeCode(product.editorTypeCode);
  const size = product.size ?? sizeOf(product.id) ?? FALLBACK_SIZE;
  const placement = placeItem(floor, size, code, insideRooms(floor, hit, size), { sizeOf });
  const id = createId();
  store.dispatch(addItem, {
    id,
    productId: product.id,
    editorTypeCode: code,
    position: placement.position,
    rotation: placement.rotation,
  });
  store.select([{ kind: 'item', id }]);
  return id;
}

/**
 * A drop on the 2D plan: the plan point only (no height, nothing hit), with the sizes of the products
 * the design's 3D view knows, so a lamp dropped on a table stands on it there too.
 */
export function placeOnPlan(store: DesignStore, product: DroppedProduct, point: Vec2): string {
  return placeProduct(store, product, { point }, directoryFor(store).sizeOf);
}
