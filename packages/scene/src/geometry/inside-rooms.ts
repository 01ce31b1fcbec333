import type { Floor } from '../document/floor.ts';
import { measureFloorRoom } from './floor-rooms.ts';
import { interiorPoint, pointInPolygon } from './polygon.ts';
import { projectOntoSegment } from './segment.ts';
import { add, distance, normalize, scale, sub, type Vec2 } from './vector.ts';

/**
 * A plan point inside the floor's rooms: the point itself when a room (within its walls' inner
 * faces) holds it, else the nearest point of the nearest room's inner outline moved `margin` mm
 * into that room. A floor without rooms leaves the point where it is. Products dropped outside the
 * building (past a wall, on the grass) land in the room nearest to where they were aimed.
 */
export function pointInsideRooms(floor: Floor, p: Vec2, margin: number): Vec2 {
  const outlines = floor.rooms
    .map((room) => measureFloorRoom(floor, room).innerPolygon)
    .filter((polygon) => polygon.length >= 3);
  if (outlines.length === 0 || outlines.some((polygon) => pointInPolygon(p, polygon))) return p;
  let best: { polygon: readonly Vec2[]; at: Vec2; along: Vec2; d: number } | undefined;
  for (const polygon of outlines) {
    polygon.forEach((a, i) => {
      const b = polygon[(i + 1) % polygon.length]!;
      const { point } = projectOntoSegment(p, { a, b });
      const d = distance(p, point);
      if (!best || d < best.d) best = { polygon, at: point, along: normalize(sub(b, a)), d };
    });
  }
  const { polygon, at, along } = best!;
  const normal = { x: -along.y, y: along.x };
  for (const side of [1, -1]) {
    const candidate = add(at, scale(normal, side * margin));
    if (pointInPolygon(candidate, polygon)) return candidate;
  }
  // A room narrower than twice the margin at that edge: its own inside point.
  return interiorPoint(polygon);
}
