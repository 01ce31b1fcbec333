import type { Floor } from '../document/floor.ts';
import type { Corner, Wall } from '../kinds/wall/schema.ts';
import { projectOntoSegment, type Segment } from './segment.ts';
import { angleOf, distance, leftNormal, normalize, sub, type Vec2 } from './vector.ts';

/** Lookups over one floor's corners and walls. */
export interface FloorIndex {
  readonly corners: ReadonlyMap<string, Corner>;
  readonly walls: ReadonlyMap<string, Wall>;
  /** The walls that start or end at each corner. */
  readonly wallsAtCorner: ReadonlyMap<string, readonly Wall[]>;
  /** Corner points by id. */
  readonly points: ReadonlyMap<string, Vec2>;
}

const cache = new WeakMap<Floor, FloorIndex>();

/** Indexes a floor; floors are immutable, so the index is cached per floor object. */
export function indexFloor(floor: Floor): FloorIndex {
  const hit = cache.get(floor);
  if (hit) return hit;
  const corners = new Map(floor.corners.map((c) => [c.archiId, c]));
  const points = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const walls = new Map(floor.walls.map((w) => [w.archiId, w]));
  const wallsAtCorner = new Map<string, Wall[]>();
  for (const w of floor.walls) {
    for (const c of new Set(w.corners)) {
      const list = wallsAtCorner.get(c);
      if (list) list.push(w);
      else wallsAtCorner.set(c, [w]);
    }
  }
  const index = { corners, walls, wallsAtCorner, points };
  cache.set(floor, index);
  return index;
}

/** The centreline of a wall, from its first corner to its second (undefined if a corner is missing). */
export function wallSegment(floor: Floor, wall: Wall): Segment | undefined {
  const { points } = indexFloor(floor);
  const a = points.get(wall.corners[0]);
  const b = points.get(wall.corners[1]);
  return a && b ? { a, b } : undefined;
}

/** Centreline length of a wall, mm (0 if a corner is missing). */
export function wallLength(floor: Floor, wall: Wall): number {
  const s = wallSegment(floor, wall);
  return s ? distance(s.a, s.b) : 0;
}

/** Unit direction of a wall from its first corner to its second. */
export function wallDirection(floor: Floor, wall: Wall): Vec2 {
  const s = wallSegment(floor, wall);
  return s ? normalize(sub(s.b, s.a)) : { x: 0, y: 0 };
}

/** Unit normal of a wall pointing out of its left side (see {@link leftNormal}). */
export const wallNormal = (floor: Floor, wall: Wall): Vec2 => leftNormal(wallDirection(floor, wall));

/** Angle of a wall's direction, radians from +x towards +y. */
export const wallAngle = (floor: Floor, wall: Wall): number => angleOf(wallDirection(floor, wall));

/** The wall whose centreline passes nearest a point. */
export interface NearestWall {
  readonly wall: Wall;
  /** The nearest point on the centreline. */
  readonly point: Vec2;
  readonly distance: number;
  /** Distance along the wall from its first corner to that point, mm. */
  readonly offset: number;
}

/** Finds the wall nearest a point, optionally only within a distance (mm). */
export function nearestWall(floor: Floor, p: Vec2, maxDistance = Infinity): NearestWall | undefined {
  let best: NearestWall | undefined;
  for (const wall of floor.walls) {
    const s = wallSegment(floor, wall);
    if (!s) continue;
    const proj = projectOntoSegment(p, s);
    if (proj.distance > maxDistance || (best && proj.distance >= best.distance)) continue;
    best = { wall, point: proj.point, distance: proj.distance, offset: proj.t * distance(s.a, s.b) };
  }
  return best;
}

/** The wall joining two corners (in either direction), if any. */
export function wallBetween(floor: Floor, a: string, b: string): Wall | undefined {
  return indexFloor(floor)
    .wallsAtCorner.get(a)
    ?.find((w) => (w.corners[0] === b) !== (w.corners[1] === b));
}
