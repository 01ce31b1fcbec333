import { MapFlip } from '@roomcraft/enums';
import type { Design } from '../document/design.ts';
import type { Floor } from '../document/floor.ts';
import type { Vec2 } from '../geometry/vector.ts';

/** A MapFlip value of the specification: 1 Horizontal, 2 Vertical, 3 HorizontalVertical. */
export type MapFlipValue = (typeof MapFlip)[keyof typeof MapFlip];

export const MAP_FLIP_VALUES = Object.values(MapFlip) as MapFlipValue[];

/** Whether a number is one of the MapFlip values. */
export const isMapFlip = (value: number): value is MapFlipValue =>
  (MAP_FLIP_VALUES as number[]).includes(value);

type Axis = 'x' | 'y';

/** The mirror axes of a flip: Horizontal mirrors x (left↔right), Vertical mirrors y (top↔bottom). */
export function flipAxes(flip: MapFlipValue): Axis[] {
  if (flip === MapFlip.Horizontal) return ['x'];
  if (flip === MapFlip.Vertical) return ['y'];
  return ['x', 'y'];
}

/** The middle of a floor's corners along an axis: the line the plan is mirrored about, so it stays in place. */
function mirrorLine(floor: Floor, axis: Axis): number {
  if (floor.corners.length === 0) return 0;
  const values = floor.corners.map((c) => c.position[axis]);
  return (Math.min(...values) + Math.max(...values)) / 2;
}

const reflect = (value: number, line: number) => 2 * line - value;

function reflectPoint<P extends Vec2>(point: P, axis: Axis, line: number): P {
  return { ...point, [axis]: reflect(point[axis], line) };
}

/** A plan angle (radians from +x towards +y) seen in the mirror. */
const reflectAngle = (angle: number, axis: Axis) => (axis === 'x' ? Math.PI - angle : -angle);

const otherHand = (hand: 'LEFT' | 'RIGHT') => (hand === 'LEFT' ? 'RIGHT' : 'LEFT');

/**
 * One floor mirrored about one axis through the middle of its corners. A mirror turns the plan's
 * handedness over, so besides the points: a wall's left and right sides swap (finishes follow
 * their face), a door swings to the other side of its wall (`flipped` toggles) with the handle on
 * the other hand, and a room's corner walk is reversed to keep the room on the right. Offsets
 * along walls, lengths and areas do not change.
 */
function mirrorFloor(floor: Floor, axis: Axis): Floor {
  const line = mirrorLine(floor, axis);
  const point = <P extends Vec2>(p: P) => reflectPoint(p, axis, line);
  const { tracingImage: _dropped, ...rest } = floor;
  return {
    ...rest,
    corners: floor.corners.map((c) => ({ ...c, position: point(c.position) })),
    walls: floor.walls.map((w) => ({
      ...w,
      finishes: {
        ...(w.finishes.right ? { left: w.finishes.right } : {}),
        ...(w.finishes.left ? { right: w.finishes.left } : {}),
      },
    })),
    openings: floor.openings.map(({ flipped, ...o }) => ({
      ...o,
      handlePosition: otherHand(o.handlePosition),
      ...(flipped ? {} : { flipped: true }),
    })),
    rooms: floor.rooms.map((r) => ({
      ...r,
      corners: [...r.corners].reverse(),
      ...(r.holes ? { holes: r.holes.map((h) => [...h].reverse()) } : {}),
    })),
    items: floor.items.map((i) => ({
      ...i,
      position: point(i.position),
      rotation: { ...i.rotation, z: reflectAngle(i.rotation.z, axis) },
    })),
    lights: floor.lights.map((l) =>
      l.kind === 'spot'
        ? { ...l, position: point(l.position), target: point(l.target) }
        : { ...l, position: point(l.position) },
    ),
    cameras: floor.cameras.map((c) => ({ ...c, position: point(c.position), target: point(c.target) })),
  };
}

/**
 * A map floor plan as a unit of the other hand or the other side of the corridor: every floor
 * mirrored per the MapFlip, about the middle of its own corners. A tracing image is left out,
 * since an image cannot be mirrored by the document's offset and rotation.
 */
export function applyMapFlip(design: Design, flip: MapFlipValue): Design {
  const axes = flipAxes(flip);
  return {
    ...design,
    floors: design.floors.map((floor) => axes.reduce(mirrorFloor, floor)),
  };
}
