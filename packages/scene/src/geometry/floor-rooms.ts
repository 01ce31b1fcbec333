import type { Floor } from '../document/floor.ts';
import type { Room } from '../kinds/room/schema.ts';
import { type FindRoomsOptions, type FoundRoom, findRooms, type RoomLoop } from './room-finder.ts';
import { type MeasuredLoop, measureRoom, type RoomMeasure } from './room-measure.ts';
import type { Vec2 } from './vector.ts';
import { indexFloor, wallBetween } from './wall-graph.ts';

/** Finds the rooms enclosed by a floor's walls (see {@link findRooms}). */
export function findFloorRooms(floor: Floor, options: FindRoomsOptions = {}): FoundRoom[] {
  const { points } = indexFloor(floor);
  const edges = floor.walls.map((w) => ({ id: w.archiId, a: w.corners[0], b: w.corners[1] }));
  return findRooms(points, edges, options);
}

/** Measures a found room on the inner faces of its walls. */
export function measureFoundRoom(floor: Floor, room: FoundRoom): RoomMeasure {
  const { walls } = indexFloor(floor);
  const loop = (l: RoomLoop): MeasuredLoop => ({
    points: l.points,
    thicknesses: l.sources.map((id) => walls.get(id)?.thickness ?? 0),
  });
  return measureRoom(loop(room.boundary), room.holes.map(loop));
}

/** The centreline outline of a stored room (its corners' points; missing corners are skipped). */
export function roomOutline(floor: Floor, room: Room): Vec2[] {
  return loopPoints(floor, room.corners);
}

/** Measures a stored room on the inner faces of its walls, with its holes excluded. */
export function measureFloorRoom(floor: Floor, room: Room): RoomMeasure {
  const loop = (ids: readonly string[]): MeasuredLoop => {
    const present = ids.filter((id) => indexFloor(floor).points.has(id));
    return {
      points: loopPoints(floor, present),
      thicknesses: present.map(
        (id, i) => wallBetween(floor, id, present[(i + 1) % present.length]!)?.thickness ?? 0,
      ),
    };
  };
  return measureRoom(loop(room.corners), (room.holes ?? []).map(loop));
}

function loopPoints(floor: Floor, ids: readonly string[]): Vec2[] {
  const { points } = indexFloor(floor);
  return ids.flatMap((id) => {
    const p = points.get(id);
    return p ? [p] : [];
  });
}
