import {
  type Floor,
  groupItems,
  type Item,
  moveItems,
  type ObjectRef,
  ungroupItems,
  type Vec3,
  withGroups,
} from '@roomcraft/scene';
import type { View3DController } from './view3d-controller.ts';

/** The selected items: the one the gizmo sits on (`lead`) and all of them (lead included). */
export function selectedItems(c: View3DController): { lead: Item; members: Item[] } | undefined {
  const selected = c.state.get().selectedItem;
  if (!selected) return undefined;
  const byId = new Map(c.floor().items.map((i) => [i.archiId, i]));
  const lead = byId.get(selected.id);
  const members = selected.members.flatMap((id) => byId.get(id) ?? []);
  return lead ? { lead, members } : undefined;
}

/** The floor without some items: a group is placed against everything but its own members. */
export function withoutMembers(floor: Floor, members: readonly Item[]): Floor {
  if (members.length === 0) return floor;
  const gone = new Set(members.map((i) => i.archiId));
  return { ...floor, items: floor.items.filter((i) => !gone.has(i.archiId)) };
}

/**
 * Selects a clicked item with its whole group, the clicked one first (the gizmo sits on it). With
 * `additive` (Shift) the item and its group join the selection, or leave it when already in.
 */
export function selectItem(c: View3DController, itemId: string, additive: boolean): void {
  const floor = c.floor();
  const clicked = withGroups(floor, [itemId]);
  const current = c.store
    .getSnapshot()
    .selection.filter((s) => s.kind === 'item')
    .map((s) => s.id);
  let ids = [itemId, ...clicked.filter((id) => id !== itemId)];
  if (additive) {
    ids = current.includes(itemId)
      ? current.filter((id) => !clicked.includes(id))
      : [...current, ...ids.filter((id) => !current.includes(id))];
  }
  c.store.select(ids.map((id): ObjectRef => ({ kind: 'item', id })));
}

/** Groups the selected items (Ctrl+G): from then on they are selected and moved as one. */
export function groupSelected(c: View3DController): void {
  const selected = selectedItems(c);
  if (!selected || c.readOnly || selected.members.length < 2) return;
  c.store.dispatch(groupItems, { itemIds: selected.members.map((i) => i.archiId) });
}

/** Dissolves the groups of the selected items (Ctrl+Shift+G); the selection stays. */
export function ungroupSelected(c: View3DController): void {
  const selected = selectedItems(c);
  if (!selected || c.readOnly) return;
  c.store.dispatch(ungroupItems, { itemIds: selected.members.map((i) => i.archiId) });
}

/**
 * Moves the selected items as one body: the lead goes to `position` turned to `rotation`, every other
 * member keeps its place relative to the lead, turned about it by the same angle. Called on every
 * step of a gizmo drag (inside the store's gesture, so the drag is one undo step).
 */
export function moveMembers(c: View3DController, position: Vec3, rotation: Item['rotation']): void {
  const selected = selectedItems(c);
  if (!selected) return;
  const { lead, members } = selected;
  const turn = rotation.z - lead.rotation.z;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const moves = members.map((item) => {
    if (item === lead) return { itemId: item.archiId, position, rotation };
    const dx = item.position.x - lead.position.x;
    const dy = item.position.y - lead.position.y;
    return {
      itemId: item.archiId,
      position: {
        x: position.x + dx * cos - dy * sin,
        y: position.y + dx * sin + dy * cos,
        z: item.position.z + (position.z - lead.position.z),
      },
      rotation: { ...item.rotation, z: item.rotation.z + turn },
    };
  });
  c.store.dispatch(moveItems, { moves });
}
