import type { Floor } from '../document/floor.ts';
import { roomOutline } from '../geometry/floor-rooms.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import { add, dot, leftNormal, normalize, scale, sub, type Vec2 } from '../geometry/vector.ts';
import { indexFloor } from '../geometry/wall-graph.ts';

/**
 * A dollhouse cut: these walls are drawn no higher than `height` (mm above the floor), and their
 * doors and windows are left out, so a view from above sees into the rooms behind them.
 */
export interface Cutaway {
  readonly walls: readonly string[];
  readonly height: number;
}

/** Low enough to see a sofa, a bed and a table over it from a bird's view, high enough to read the rooms. */
export const CUTAWAY_HEIGHT = 1000;
/**
 * A wall nearly edge-on to the eye hides little and keeps the rooms' shape: it stays whole when the
 * eye is within this cosine of its plane.
 */
const EDGE_ON = 0.2;
/** How far beyond a wall's face a room is looked for, mm. */
const PROBE = 50;

/**
 * The bird view's cut, one rule for the editor and the renders: a wall is lowered when it stands
 * between the eye (plan millimetres) and a room, that is when a room lies on its far side from the
 * eye and the wall faces the eye rather than lying edge-on. Walls with a room only on the eye's side
 * (the far walls of the flat) stay whole, as in a dollhouse with its front taken off.
 */
export function birdViewCutaway(floor: Floor, eye: Vec2, height = CUTAWAY_HEIGHT): Cutaway {
  const { points } = indexFloor(floor);
  const outlines = floor.rooms.map((room) => roomOutline(floor, room)).filter((o) => o.length >= 3);
  const inRoom = (p: Vec2) => outlines.some((outline) => pointInPolygon(p, outline));
  const walls = floor.walls.filter((wall) => {
    const a = points.get(wall.corners[0]);
    const b = points.get(wall.corners[1]);
    if (!a || !b || wall.height <= height) return false;
    const middle = scale(add(a, b), 0.5);
    const normal = leftNormal(normalize(sub(b, a)));
    const toEye = normalize(sub(eye, middle));
    const facing = dot(toEye, normal);
    if (Math.abs(facing) < EDGE_ON) return false;
    const farSide = add(middle, scale(normal, -Math.sign(facing) * (wall.thickness / 2 + PROBE)));
    return inRoom(farSide);
  });
  return { walls: walls.map((w) => w.archiId), height };
}

/** The floor as a cut draws it: the cut walls lowered, the doors and windows in them left out. */
export function applyCutaway(floor: Floor, cutaway: Cutaway | undefined): Floor {
  if (!cutaway || cutaway.walls.length === 0) return floor;
  const cut = new Set(cutaway.walls);
  return {
    ...floor,
    walls: floor.walls.map((w) =>
      cut.has(w.archiId) ? { ...w, height: Math.min(w.height, cutaway.height) } : w,
    ),
    openings: floor.openings.filter((o) => !cut.has(o.wallId)),
  };
}

/** Whether two cuts draw the same thing (the editor recomputes one on every camera move). */
export function sameCutaway(a: Cutaway | undefined, b: Cutaway | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.height === b.height && a.walls.length === b.walls.length && a.walls.every((w, i) => w === b.walls[i])
  );
}
