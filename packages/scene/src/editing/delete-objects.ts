import type { Design } from '../document/design.ts';
import type { Floor } from '../document/floor.ts';
import type { ObjectKind, ObjectRef } from '../document/kinds.ts';
import { wallBetween } from '../geometry/wall-graph.ts';
import { deleteCameras } from '../kinds/camera/actions.ts';
import { deleteItems } from '../kinds/item/actions.ts';
import { deleteLights } from '../kinds/light/actions.ts';
import { deleteOpenings } from '../kinds/opening/actions.ts';
import { ANY_KINDS, objectsOf } from '../kinds/registry.ts';
import type { Room } from '../kinds/room/schema.ts';
import { deleteWalls } from '../kinds/wall/actions.ts';
import { defineAction, floorOf, type OnFloor, updateFloor } from './action.ts';

/** The walls along a room's boundary and holes. */
function wallsAround(floor: Floor, room: Room): string[] {
  return [room.corners, ...(room.holes ?? [])].flatMap((loop) =>
    loop.flatMap((id, i) => wallBetween(floor, id, loop[(i + 1) % loop.length]!)?.archiId ?? []),
  );
}

/** Removes the selected objects of every kind standing free in the plan (`DesignKind.translate`). */
function deleteFreeObjects(design: Design, floorId: string, refs: readonly ObjectRef[]): Design {
  return updateFloor(design, floorId, (floor) => {
    let next = floor;
    for (const kind of ANY_KINDS) {
      if (!kind.translate) continue;
      const gone = new Set(refs.filter((r) => r.kind === kind.name).map((r) => r.id));
      const list = objectsOf(next, kind);
      if (list.some((o) => gone.has(o.archiId)))
        next = { ...next, [kind.list]: list.filter((o) => !gone.has(o.archiId)) };
    }
    return next;
  });
}

/**
 * Deletes a mixed selection in one step, each kind the way it is deleted alone. A corner takes
 * the walls meeting at it; a room takes the walls around it that no remaining room uses.
 */
export const deleteObjects = defineAction(
  'deleteObjects',
  (design, args: OnFloor & { refs: readonly ObjectRef[] }) => {
    const floor = floorOf(design, args.floorId);
    const ids = (kind: ObjectKind) => args.refs.filter((r) => r.kind === kind).map((r) => r.id);
    const corners = new Set(ids('corner'));
    const rooms = new Set(ids('room'));
    const kept = new Set(
      floor.rooms.filter((r) => !rooms.has(r.archiId)).flatMap((r) => wallsAround(floor, r)),
    );
    const wallIds = new Set(ids('wall'));
    for (const room of floor.rooms.filter((r) => rooms.has(r.archiId))) {
      for (const id of wallsAround(floor, room)) if (!kept.has(id)) wallIds.add(id);
    }
    for (const wall of floor.walls) if (wall.corners.some((c) => corners.has(c))) wallIds.add(wall.archiId);
    const floorId = floor.id;
    let next = deleteItems(design, { floorId, itemIds: ids('item') });
    next = deleteLights(next, { floorId, lightIds: ids('light') });
    next = deleteCameras(next, { floorId, cameraIds: ids('camera') });
    next = deleteOpenings(next, { floorId, openingIds: ids('opening') });
    next = deleteFreeObjects(next, floorId, args.refs);
    return deleteWalls(next, { floorId, wallIds: [...wallIds] });
  },
);
