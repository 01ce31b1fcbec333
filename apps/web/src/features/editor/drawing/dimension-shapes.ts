import {
  add,
  type Floor,
  leftNormal,
  normalize,
  pointInPolygon,
  roomOutline,
  scale,
  sub,
  type Vec2,
  type Wall,
  wallSegment,
} from '@roomcraft/scene';
import { formatMillimetres } from '../model/units.ts';

/** A dimension line along a wall: the line, its extension lines, end ticks and the text. */
export interface DimensionShape {
  readonly id: string;
  readonly a: Vec2;
  readonly b: Vec2;
  readonly extensions: readonly (readonly [Vec2, Vec2])[];
  readonly ticks: readonly (readonly [Vec2, Vec2])[];
  readonly text: string;
  readonly at: Vec2;
  /** Text rotation in degrees, turned so it never reads upside down. */
  readonly angle: number;
  /** Wall length, mm. */
  readonly length: number;
}

/** How far outside a wall's face an outer dimension line runs, mm. */
const OUTER_GAP = 450;
/** How far from the face an inner (partition) dimension runs, mm. */
const INNER_GAP = 200;
/** Half length of the 45° tick at each end, mm. */
const TICK = 70;

/**
 * One dimension per wall, its centreline length in millimetres. Walls with a room on one side
 * get it outside (chains of collinear walls line up); partitions get it beside their left face.
 */
export function wallDimensions(floor: Floor): DimensionShape[] {
  const outlines = roomOutlines(floor);
  return floor.walls.flatMap((wall) => wallDimension(floor, wall, outlines) ?? []);
}

/** The centreline outlines of a floor's rooms, to tell a wall's inside from its outside. */
export const roomOutlines = (floor: Floor): Vec2[][] => floor.rooms.map((r) => roomOutline(floor, r));

/** The dimension of one wall, given the floor's room outlines; undefined for a wall without length. */
export function wallDimension(
  floor: Floor,
  wall: Wall,
  rooms: readonly Vec2[][],
): DimensionShape | undefined {
  const inRoom = (p: Vec2) => rooms.some((outline) => pointInPolygon(p, outline));
  const segment = wallSegment(floor, wall);
  if (!segment) return undefined;
  const { a, b } = segment;
  const along = sub(b, a);
  const length = Math.hypot(along.x, along.y);
  if (length < 1) return undefined;
  const u = normalize(along);
  const n = leftNormal(u);
  const middle = scale(add(a, b), 0.5);
  const probe = wall.thickness / 2 + 60;
  const leftInside = inRoom(add(middle, scale(n, probe)));
  const rightInside = inRoom(add(middle, scale(n, -probe)));
  const outward = leftInside && !rightInside ? -1 : 1;
  const outer = leftInside !== rightInside || (!leftInside && !rightInside);
  const gap = wall.thickness / 2 + (outer ? OUTER_GAP : INNER_GAP);
  const side = scale(n, outward);
  const da = add(a, scale(side, gap));
  const db = add(b, scale(side, gap));
  const extensions: [Vec2, Vec2][] = outer
    ? [
        [add(a, scale(side, wall.thickness / 2 + 80)), add(da, scale(side, 80))],
        [add(b, scale(side, wall.thickness / 2 + 80)), add(db, scale(side, 80))],
      ]
    : [];
  const diagonal = normalize(add(u, side));
  const tick = (p: Vec2): [Vec2, Vec2] => [add(p, scale(diagonal, -TICK)), add(p, scale(diagonal, TICK))];
  let angle = (Math.atan2(u.y, u.x) * 180) / Math.PI;
  if (angle > 90.01) angle -= 180;
  if (angle < -89.99) angle += 180;
  return {
    id: wall.archiId,
    a: da,
    b: db,
    extensions,
    ticks: [tick(da), tick(db)],
    text: formatMillimetres(length),
    at: scale(add(da, db), 0.5),
    angle,
    length,
  };
}
