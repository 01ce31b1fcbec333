import type { Floor } from '../../document/floor.ts';
import { add, dot, scale, sub, type Vec2 } from '../../geometry/vector.ts';
import { wallLength, wallNormal, wallSegment } from '../../geometry/wall-graph.ts';
import {
  angleFacing,
  type Footprint,
  footprintCorners,
  frontAxis,
  widthAxis,
} from '../../kinds/item/footprint.ts';
import type { Wall } from '../../kinds/wall/schema.ts';

/** How close (mm) an item's side must come to a wall face or another item to snap to it. */
export const SNAP_DISTANCE = 150;

/** A wall's face on one side: a point on it and the unit normal pointing away from the wall. */
export interface WallFace {
  readonly wall: Wall;
  readonly point: Vec2;
  readonly normal: Vec2;
  /** Distance along the wall from its first corner to the projection of the reference point. */
  readonly along: number;
  readonly length: number;
}

/** The face of a wall on the side where a plan point lies (the room side, seen from the point). */
export function wallFaceToward(floor: Floor, wall: Wall, p: Vec2): WallFace | undefined {
  const segment = wallSegment(floor, wall);
  if (!segment) return undefined;
  const n = wallNormal(floor, wall);
  const side = dot(sub(p, segment.a), n) < 0 ? -1 : 1;
  const normal = scale(n, side);
  const length = wallLength(floor, wall);
  const dir = length > 0 ? scale(sub(segment.b, segment.a), 1 / length) : { x: 0, y: 0 };
  return {
    wall,
    point: add(segment.a, scale(normal, wall.thickness / 2)),
    normal,
    along: dot(sub(p, segment.a), dir),
    length,
  };
}

const signedGap = (f: Footprint, face: WallFace) =>
  Math.min(...footprintCorners(f).map((c) => dot(sub(c, face.point), face.normal)));

const moved = (f: Footprint, by: Vec2): Footprint => ({ ...f, center: add(f.center, by) });

function spansWall(f: Footprint, floor: Floor, wall: Wall): boolean {
  const segment = wallSegment(floor, wall);
  const length = wallLength(floor, wall);
  if (!segment || length === 0) return false;
  const dir = scale(sub(segment.b, segment.a), 1 / length);
  const along = footprintCorners(f).map((c) => dot(sub(c, segment.a), dir));
  return Math.max(...along) > 0 && Math.min(...along) < length;
}

/** Turns an item's back to the nearest wall within reach, facing into the room (new drops). */
export function alignToNearestWall(floor: Floor, f: Footprint, snap = SNAP_DISTANCE): Footprint {
  let best: { face: WallFace; gap: number } | undefined;
  for (const wall of floor.walls) {
    const face = wallFaceToward(floor, wall, f.center);
    if (!face || face.along < 0 || face.along > face.length) continue;
    const gap = dot(sub(f.center, face.point), face.normal) - f.halfDepth;
    if (gap < snap && gap > -f.halfDepth - wall.thickness && (!best || gap < best.gap)) best = { face, gap };
  }
  return best ? { ...f, angle: angleFacing(best.face.normal) } : f;
}

/**
 * Pushes a footprint against (or out of) the faces of walls it comes within `snap` of: the side
 * nearest a wall ends exactly on the wall's face. Walls the footprint does not run along are ignored.
 */
export function snapToWalls(
  floor: Floor,
  f: Footprint,
  snap = SNAP_DISTANCE,
): { footprint: Footprint; wallIds: string[] } {
  let current = f;
  const wallIds: string[] = [];
  const reach = Math.hypot(f.halfWidth, f.halfDepth);
  for (let pass = 0; pass < 2; pass++) {
    for (const wall of floor.walls) {
      if (wallIds.includes(wall.archiId) || !spansWall(current, floor, wall)) continue;
      const face = wallFaceToward(floor, wall, current.center);
      if (!face) continue;
      const gap = signedGap(current, face);
      if (gap >= snap || gap < -(reach + wall.thickness)) continue;
      current = moved(current, scale(face.normal, -gap));
      wallIds.push(wall.archiId);
    }
  }
  return { footprint: current, wallIds };
}

/**
 * Moves a footprint to touch a parallel neighbour (same or perpendicular orientation, overlapping
 * heights) when a gap of less than `snap` separates them, along each of the neighbour's axes.
 */
export function snapToItems(
  f: Footprint,
  others: ReadonlyMap<string, Footprint>,
  snap = SNAP_DISTANCE,
): { footprint: Footprint; itemIds: string[] } {
  let current = f;
  const itemIds: string[] = [];
  for (const axisIndex of [0, 1] as const) {
    let best: { id: string; shift: Vec2; gap: number } | undefined;
    for (const [id, o] of others) {
      if (Math.min(o.top, current.top) <= Math.max(o.bottom, current.bottom)) continue;
      const turn = (((current.angle - o.angle) % Math.PI) + Math.PI) % Math.PI;
      const quarter = Math.abs(turn - Math.PI / 2) < 0.01;
      if (!quarter && Math.min(turn, Math.PI - turn) > 0.01) continue;
      const [ownX, ownY] = quarter
        ? [current.halfDepth, current.halfWidth]
        : [current.halfWidth, current.halfDepth];
      const axes = [widthAxis(o.angle), frontAxis(o.angle)];
      const own = [ownX, ownY];
      const theirs = [o.halfWidth, o.halfDepth];
      const delta = sub(current.center, o.center);
      const along = dot(delta, axes[axisIndex]!);
      const across = dot(delta, axes[1 - axisIndex]!);
      if (Math.abs(across) >= own[1 - axisIndex]! + theirs[1 - axisIndex]!) continue;
      const gap = Math.abs(along) - own[axisIndex]! - theirs[axisIndex]!;
      if (gap < 0 || gap >= snap || (best && gap >= best.gap)) continue;
      best = { id, gap, shift: scale(axes[axisIndex]!, -Math.sign(along) * gap) };
    }
    if (best) {
      current = moved(current, best.shift);
      itemIds.push(best.id);
    }
  }
  return { footprint: current, itemIds };
}
