import {
  type DesignStore,
  type FinishRef,
  type Floor,
  setRoomProps,
  setWallProps,
  wallBetween,
} from '@roomcraft/scene';

/** A wall's side as the design names it. */
export type WallSide = 'left' | 'right';

/** A surface picked in the 3D view, to finish. */
export type SurfaceTarget =
  | { readonly kind: 'wall'; readonly wallId: string; readonly side: WallSide }
  | { readonly kind: 'floor' | 'ceiling'; readonly roomId: string };

/** What a finish goes on: the picked wall side, every wall of its room, the room's floor or ceiling. */
export type FinishScope = 'side' | 'roomWalls' | 'floor' | 'ceiling';

/**
 * The walls around a room and the side of each that faces it. A room's corners walk its boundary
 * with the room on the right, so a wall drawn the same way faces the room with its right side.
 */
export function roomWalls(floor: Floor, roomId: string): { wallId: string; side: WallSide }[] {
  const room = floor.rooms.find((r) => r.archiId === roomId);
  if (!room) return [];
  return room.corners.flatMap((a, i) => {
    const b = room.corners[(i + 1) % room.corners.length]!;
    const wall = wallBetween(floor, a, b);
    return wall
      ? [{ wallId: wall.archiId, side: wall.corners[0] === a ? ('right' as const) : ('left' as const) }]
      : [];
  });
}

/** The room a surface belongs to: the room a wall side faces, or the room of a floor or ceiling. */
export function roomOfSurface(floor: Floor, target: SurfaceTarget): string | undefined {
  if (target.kind !== 'wall') return target.roomId;
  return floor.rooms.find((r) =>
    roomWalls(floor, r.archiId).some((w) => w.wallId === target.wallId && w.side === target.side),
  )?.archiId;
}

/** The scopes a picked surface offers. */
export function scopesOf(floor: Floor, target: SurfaceTarget | null): FinishScope[] {
  if (!target) return [];
  const room = roomOfSurface(floor, target);
  const roomScopes: FinishScope[] = room ? ['roomWalls', 'floor', 'ceiling'] : [];
  return target.kind === 'wall' ? ['side', ...roomScopes] : roomScopes;
}

/** Applies a finish (a finish product, a paint colour or both) as one undo step. */
export function applyFinish(
  store: DesignStore,
  floor: Floor,
  target: SurfaceTarget,
  scope: FinishScope,
  finish: FinishRef,
): void {
  const roomId = roomOfSurface(floor, target);
  store.beginGesture('applyFinish');
  try {
    if (scope === 'side' && target.kind === 'wall') {
      store.dispatch(setWallProps, { wallIds: [target.wallId], finishes: { [target.side]: finish } });
    } else if (scope === 'roomWalls' && roomId) {
      const walls = roomWalls(floor, roomId);
      for (const side of ['left', 'right'] as const) {
        const wallIds = walls.filter((w) => w.side === side).map((w) => w.wallId);
        if (wallIds.length > 0) store.dispatch(setWallProps, { wallIds, finishes: { [side]: finish } });
      }
    } else if (scope === 'floor' && roomId) {
      store.dispatch(setRoomProps, { roomIds: [roomId], floorFinish: finish });
    } else if (scope === 'ceiling' && roomId) {
      store.dispatch(setRoomProps, { roomIds: [roomId], ceilingFinish: finish });
    }
  } finally {
    store.commitGesture();
  }
}
