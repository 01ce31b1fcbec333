import type { Floor } from '../../document/floor.ts';
import { lineIntersection, type Segment } from '../../geometry/segment.ts';
import {
  add,
  distance,
  leftNormal,
  normalize,
  rightNormal,
  scale,
  sub,
  type Vec2,
} from '../../geometry/vector.ts';

/** The footprint of a wall with its joints resolved. */
export interface WallOutline {
  readonly wallId: string;
  /** Closed footprint: right start, [start corner], left start, left end, [end corner], right end. */
  readonly polygon: readonly Vec2[];
  /** The left face, from the first corner's end to the second's. */
  readonly left: Segment;
  /** The right face, from the first corner's end to the second's. */
  readonly right: Segment;
  /** Whether no other wall meets the wall at its first / second corner (its end face shows). */
  readonly startFree: boolean;
  readonly endFree: boolean;
}

/** A wall as the outline builder needs it. */
export interface OutlineWall {
  readonly id: string;
  readonly a: string;
  readonly b: string;
  readonly thickness: number;
}

/** Options of {@link computeWallOutlines}. */
export interface WallOutlineOptions {
  /** Walls meeting at less than this angle (radians) get a bevel instead of a mitre (default 15°). */
  readonly bevelBelow?: number;
}

interface End {
  wall: OutlineWall;
  dir: Vec2;
  angle: number;
  /** Face point on the side reached by turning from dir towards increasing angle (+), and the other (−). */
  plus?: Vec2;
  minus?: Vec2;
}

/**
 * Builds the footprint of every wall. At a corner shared by several walls, each pair of
 * neighbouring walls (in angular order) meets where their facing sides cross (a mitre); when
 * they meet at a sharp angle, or their sides are parallel, each side simply stops square at the
 * corner (a bevel). Every joined end also passes through the corner point, so the footprints of
 * walls meeting at a corner tile the joint without gaps or overlaps.
 */
export function computeWallOutlines(
  points: ReadonlyMap<string, Vec2>,
  walls: readonly OutlineWall[],
  options: WallOutlineOptions = {},
): Map<string, WallOutline> {
  const bevelBelow = options.bevelBelow ?? (15 * Math.PI) / 180;
  const ends = new Map<string, End[]>();
  const usable = walls.filter((w) => {
    const a = points.get(w.a);
    const b = points.get(w.b);
    return a && b && distance(a, b) > 0;
  });
  for (const wall of usable) {
    for (const [from, to] of [
      [wall.a, wall.b],
      [wall.b, wall.a],
    ] as const) {
      const dir = normalize(sub(points.get(to)!, points.get(from)!));
      const list = ends.get(from) ?? [];
      list.push({ wall, dir, angle: Math.atan2(dir.y, dir.x) });
      ends.set(from, list);
    }
  }
  for (const [cornerId, list] of ends) joinAt(points.get(cornerId)!, list, bevelBelow);

  const result = new Map<string, WallOutline>();
  for (const wall of usable) {
    const a = points.get(wall.a)!;
    const b = points.get(wall.b)!;
    const atA = ends.get(wall.a)!;
    const atB = ends.get(wall.b)!;
    const startEnd = atA.find((e) => e.wall === wall)!;
    const endEnd = atB.find((e) => e.wall === wall)!;
    // Walking from a to b, the left side is the − side at a and the + side at b (see joinAt).
    const startLeft = startEnd.minus!;
    const startRight = startEnd.plus!;
    const endLeft = endEnd.plus!;
    const endRight = endEnd.minus!;
    const startFree = atA.length === 1;
    const endFree = atB.length === 1;
    const polygon = [
      startRight,
      ...(startFree ? [] : [a]),
      startLeft,
      endLeft,
      ...(endFree ? [] : [b]),
      endRight,
    ];
    result.set(wall.id, {
      wallId: wall.id,
      polygon,
      left: { a: startLeft, b: endLeft },
      right: { a: startRight, b: endRight },
      startFree,
      endFree,
    });
  }
  return result;
}

/** Builds the outline of every wall of a floor. */
export function floorWallOutlines(floor: Floor, options: WallOutlineOptions = {}): Map<string, WallOutline> {
  const points = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const walls = floor.walls.map((w) => ({
    id: w.archiId,
    a: w.corners[0],
    b: w.corners[1],
    thickness: w.thickness,
  }));
  return computeWallOutlines(points, walls, options);
}

function joinAt(corner: Vec2, ends: End[], bevelBelow: number): void {
  // Turning from dir towards increasing angle reaches rightNormal(dir) (y down); the other side is leftNormal.
  const side = (e: End, sign: 1 | -1) =>
    add(corner, scale(sign === 1 ? rightNormal(e.dir) : leftNormal(e.dir), e.wall.thickness / 2));
  if (ends.length === 1) {
    const e = ends[0]!;
    e.plus = side(e, 1);
    e.minus = side(e, -1);
    return;
  }
  ends.sort((p, q) => p.angle - q.angle);
  for (let i = 0; i < ends.length; i++) {
    const e = ends[i]!;
    const f = ends[(i + 1) % ends.length]!;
    let sector = f.angle - e.angle;
    if (sector <= 0) sector += 2 * Math.PI;
    const ePoint = side(e, 1);
    const fPoint = side(f, -1);
    const sharp = sector < bevelBelow || sector > 2 * Math.PI - bevelBelow;
    const mitre = sharp ? undefined : lineIntersection(ePoint, e.dir, fPoint, f.dir);
    const limit = Math.max(e.wall.thickness, f.wall.thickness) / 2 / Math.sin(bevelBelow / 2);
    if (mitre && distance(mitre, corner) <= limit) {
      e.plus = mitre;
      f.minus = mitre;
    } else {
      e.plus = ePoint;
      f.minus = fPoint;
    }
  }
}
