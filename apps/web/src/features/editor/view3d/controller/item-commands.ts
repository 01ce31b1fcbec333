import { addItem, createId, deleteItems, moveItem, setItemProps, switchItemOption } from '@roomcraft/scene';
import { type PointerHit, placeItem } from '@roomcraft/scene/three';
import { Quaternion } from 'three';
import type { DroppedProduct } from '../product-drag.ts';
import { moveMembers, selectedItems, withoutMembers } from './group-commands.ts';
import { FALLBACK_SIZE, placeProduct } from './place-product.ts';
import { pickAt, pointerHit } from './pointer.ts';
import type { View3DController } from './view3d-controller.ts';

/** Places a product where it was dropped in the view, by its placement rule, and selects it. */
export function dropProduct(
  c: View3DController,
  product: DroppedProduct,
  clientX: number,
  clientY: number,
): string | undefined {
  if (c.readOnly) return undefined;
  const pick = pickAt(c, clientX, clientY);
  return pick ? placeProduct(c.store, product, pointerHit(pick), c.directory.sizeOf) : undefined;
}

/**
 * Copies the selected item beside itself (placed by its rule) and selects the copy; a selected
 * group is copied whole, as a new group, in one undo step.
 */
export function duplicateSelected(c: View3DController): void {
  const selected = selectedItems(c);
  if (!selected || c.readOnly) return;
  const { lead, members } = selected;
  const size = c.directory.sizeOf(lead.productId) ?? FALLBACK_SIZE;
  const step = Math.min(size.width * lead.scale.x, 1000) + 100;
  const point = {
    x: lead.position.x + step * Math.cos(lead.rotation.z),
    y: lead.position.y + step * Math.sin(lead.rotation.z),
    z: lead.position.z + (size.height * lead.scale.z) / 2,
  };
  const placement = placeItem(
    withoutMembers(c.floor(), members.length > 1 ? members : []),
    size,
    lead.editorTypeCode,
    { point },
    { sizeOf: c.directory.sizeOf, rotation: lead.rotation.z, scale: lead.scale },
  );
  const dx = placement.position.x - lead.position.x;
  const dy = placement.position.y - lead.position.y;
  const groupId = members.length > 1 && lead.groupId ? createId() : undefined;
  const copies = members.map((item) => ({ item, id: createId() }));
  c.store.beginGesture('duplicate');
  for (const { item, id } of copies) {
    const { archiId: _id, position, lock: _lock, visible: _visible, groupId: _group, ...props } = item;
    c.store.dispatch(addItem, {
      ...props,
      id,
      groupId,
      position: item === lead ? placement.position : { ...position, x: position.x + dx, y: position.y + dy },
      rotation: item === lead ? { ...item.rotation, z: placement.rotation.z } : item.rotation,
    });
  }
  c.store.commitGesture();
  // The lead's copy first: the gizmo sits on it.
  const ordered = [...copies.filter((x) => x.item === lead), ...copies.filter((x) => x.item !== lead)];
  c.store.select(ordered.map(({ id }) => ({ kind: 'item', id })));
}

/** Deletes the selected items (locked ones stay). */
export function deleteSelected(c: View3DController): void {
  const selected = selectedItems(c);
  if (selected && !c.readOnly)
    c.store.dispatch(deleteItems, { itemIds: selected.members.map((i) => i.archiId) });
}

/** Locks or unlocks the selected items together (unlocks when any is locked). */
export function toggleLock(c: View3DController): void {
  const selected = selectedItems(c);
  if (!selected || c.readOnly) return;
  const lock = !selected.members.some((i) => i.lock);
  c.store.dispatch(setItemProps, { itemIds: selected.members.map((i) => i.archiId), lock });
}

/** The plan angle of the gizmo's turn (three's Euler angles fold beyond ±90°, the quaternion does not). */
function proxyAngle(c: View3DController): number {
  const q = new Quaternion().copy(c.proxy.quaternion);
  return -2 * Math.atan2(q.y, q.w);
}

/**
 * Follows the turning ring during a drag (inside the store's gesture, so the drag is one undo
 * step): the selected items turn, a group about its lead.
 */
export function followTurn(c: View3DController): void {
  const selected = selectedItems(c);
  if (!selected || selected.members.some((i) => i.lock)) return;
  const { lead, members } = selected;
  const rotation = { ...lead.rotation, z: proxyAngle(c) };
  if (members.length > 1) moveMembers(c, lead.position, rotation);
  else c.store.dispatch(moveItem, { itemId: lead.archiId, rotation });
}

/**
 * Moves the selected items to where the pointer aims (`hit`, the lead's new middle), by the lead's
 * placement rule: onto tables, along walls, snapping to walls and items unless `free`. A group is
 * placed against everything but its own members, the others keeping their places around the lead.
 */
export function moveSelectedTo(c: View3DController, hit: PointerHit, free: boolean): void {
  const selected = selectedItems(c);
  if (!selected || selected.members.some((i) => i.lock)) return;
  const { lead, members } = selected;
  const group = members.length > 1;
  const size = c.directory.sizeOf(lead.productId) ?? FALLBACK_SIZE;
  const placement = placeItem(
    withoutMembers(c.floor(), group ? members : []),
    size,
    lead.editorTypeCode,
    hit,
    {
      sizeOf: c.directory.sizeOf,
      rotation: lead.rotation.z,
      ignoreItemId: lead.archiId,
      scale: lead.scale,
      snap: free ? false : undefined,
    },
  );
  const rotation = { ...lead.rotation, z: placement.rotation.z };
  if (group) moveMembers(c, placement.position, rotation);
  else c.store.dispatch(moveItem, { itemId: lead.archiId, position: placement.position, rotation });
}

/** Shows another option of the selected item's product (one named action, one undo step). */
export function switchOption(c: View3DController, optionId: string): void {
  const selected = selectedItems(c);
  if (selected && !c.readOnly)
    c.store.dispatch(switchItemOption, { itemId: selected.lead.archiId, optionId });
}
