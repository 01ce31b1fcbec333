import {
  type Floor,
  interiorPoint,
  type ObjectRef,
  type RoomProps,
  roomOutline,
  wallBetween,
} from '@roomcraft/scene';
import type { PlanClipboard } from './editor-actions.ts';
import { roomCornerIds } from './plan-geometry.ts';

/**
 * Copies a selection: selected walls, the walls around selected rooms, the walls at selected
 * corners, with their corners and the doors and windows in them; selected items and cameras; the
 * props of selected rooms. Undefined when nothing copyable is selected.
 */
export function copySelection(floor: Floor, refs: readonly ObjectRef[]): PlanClipboard | undefined {
  const ids = (kind: ObjectRef['kind']) => new Set(refs.filter((r) => r.kind === kind).map((r) => r.id));
  const wallIds = ids('wall');
  const cornerIds = ids('corner');
  const roomIds = ids('room');
  const itemIds = ids('item');
  const rooms = floor.rooms.filter((r) => roomIds.has(r.archiId));
  for (const room of rooms) {
    for (const loop of [room.corners, ...(room.holes ?? [])]) {
      loop.forEach((id, i) => {
        const wall = wallBetween(floor, id, loop[(i + 1) % loop.length]!);
        if (wall) wallIds.add(wall.archiId);
      });
    }
  }
  for (const w of floor.walls) if (w.corners.some((c) => cornerIds.has(c))) wallIds.add(w.archiId);
  const walls = floor.walls.filter((w) => wallIds.has(w.archiId));
  const usedCorners = new Set(walls.flatMap((w) => w.corners));
  const items = floor.items.filter((it) => itemIds.has(it.archiId));
  const cameraIds = ids('camera');
  const cameras = floor.cameras.filter((c) => cameraIds.has(c.archiId));
  if (walls.length === 0 && items.length === 0 && cameras.length === 0) return undefined;
  return {
    corners: floor.corners.filter((c) => usedCorners.has(c.archiId)),
    walls,
    openings: floor.openings.filter((o) => wallIds.has(o.wallId)),
    rooms: rooms
      .filter((r) => roomCornerIds(r).every((c) => usedCorners.has(c)))
      .map((r) => {
        const { archiId: _id, corners: _corners, holes: _holes, ...props } = r;
        return { inside: interiorPoint(roomOutline(floor, r)), props: props satisfies RoomProps };
      }),
    items,
    cameras,
  };
}
