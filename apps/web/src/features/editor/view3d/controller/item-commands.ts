import {
  addItem,
  createId,
  deleteItems,
  type Item,
  type ItemTypeCode,
  moveItem,
  setItemProps,
} from '@roomcraft/scene';
import { type ProductSize, placeItem } from '@roomcraft/scene/three';
import { Quaternion } from 'three';
import { pickAt, pointerHit } from './pointer.ts';
import type { View3DController } from './view3d-controller.ts';

/** A product about to be placed: what the catalogue hands the 3D view on a drop. */
export interface DroppedProduct {
  readonly id: string;
  readonly editorTypeCode: number;
  readonly size: ProductSize | null;
}

const ITEM_CODES = [10, 20, 30, 40] as const;
const typeCode = (code: number): ItemTypeCode =>
  (ITEM_CODES as readonly number[]).includes(code) ? (code as ItemTypeCode) : 10;
const FALLBACK_SIZE: ProductSize = { width: 600, depth: 600, height: 600 };

function selectedItem(c: View3DController): Item | undefined {
  const id = c.state.get().selectedItem?.id;
  return id ? c.floor().items.find((i) => i.archiId === id) : undefined;
}

/** Places a product where it was dropped, by its placement rule, and selects it. */
export function dropProduct(
  c: View3DController,
  product: DroppedProduct,
  clientX: number,
  clientY: number,
): string | undefined {
  if (c.readOnly) return undefined;
  const pick = pickAt(c, clientX, clientY);
  if (!pick) return undefined;
  const code = typeCode(product.editorTypeCode);
  const size = product.size ?? c.directory.sizeOf(product.id) ?? FALLBACK_SIZE;
  const placement = placeItem(c.floor(), size, code, pointerHit(pick), { sizeOf: c.directory.sizeOf });
  const id = createId();
  c.store.dispatch(addItem, {
    id,
    productId: product.id,
    editorTypeCode: code,
    position: placement.position,
    rotation: placement.rotation,
  });
  c.store.select([{ kind: 'item', id }]);
  return id;
}

/** Copies the selected item beside itself (placed by its rule) and selects the copy. */
export function duplicateSelected(c: View3DController): void {
  const item = selectedItem(c);
  if (!item || c.readOnly) return;
  const size = c.directory.sizeOf(item.productId) ?? FALLBACK_SIZE;
  const step = Math.min(size.width * item.scale.x, 1000) + 100;
  const point = {
    x: item.position.x + step * Math.cos(item.rotation.z),
    y: item.position.y + step * Math.sin(item.rotation.z),
    z: item.position.z + (size.height * item.scale.z) / 2,
  };
  const placement = placeItem(
    c.floor(),
    size,
    item.editorTypeCode,
    { point },
    { sizeOf: c.directory.sizeOf, rotation: item.rotation.z, scale: item.scale },
  );
  const id = createId();
  const { archiId: _id, position: _p, lock: _lock, visible: _visible, ...props } = item;
  c.store.dispatch(addItem, {
    ...props,
    id,
    position: placement.position,
    rotation: { ...item.rotation, z: placement.rotation.z },
  });
  c.store.select([{ kind: 'item', id }]);
}

/** Deletes the selected item (a locked one stays). */
export function deleteSelected(c: View3DController): void {
  const item = selectedItem(c);
  if (item && !c.readOnly) c.store.dispatch(deleteItems, { itemIds: [item.archiId] });
}

/** Locks or unlocks the selected item. */
export function toggleLock(c: View3DController): void {
  const item = selectedItem(c);
  if (item && !c.readOnly) c.store.dispatch(setItemProps, { itemIds: [item.archiId], lock: !item.lock });
}

/** The plan angle of the gizmo's turn (three's Euler angles fold beyond ±90°, the quaternion does not). */
function proxyAngle(c: View3DController): number {
  const q = new Quaternion().copy(c.proxy.quaternion);
  return -2 * Math.atan2(q.y, q.w);
}

/**
 * Follows the gizmo during a drag (inside the store's gesture, so the drag is one undo step):
 * a move is placed by the item's rule (onto tables, against walls, snapping unless `free`), a turn
 * keeps its position.
 */
export function followGizmo(c: View3DController, free: boolean): void {
  const item = selectedItem(c);
  if (!item || item.lock) return;
  if (c.state.get().gizmo === 'rotate') {
    c.store.dispatch(moveItem, { itemId: item.archiId, rotation: { ...item.rotation, z: proxyAngle(c) } });
    return;
  }
  const size = c.directory.sizeOf(item.productId) ?? FALLBACK_SIZE;
  const p = c.proxy.position;
  const point = { x: p.x * 1000, y: p.z * 1000, z: item.position.z + (size.height * item.scale.z) / 2 };
  const placement = placeItem(
    c.floor(),
    size,
    item.editorTypeCode,
    { point },
    {
      sizeOf: c.directory.sizeOf,
      rotation: item.rotation.z,
      ignoreItemId: item.archiId,
      scale: item.scale,
      snap: free ? false : undefined,
    },
  );
  c.store.dispatch(moveItem, {
    itemId: item.archiId,
    position: placement.position,
    rotation: { ...item.rotation, z: placement.rotation.z },
  });
}
