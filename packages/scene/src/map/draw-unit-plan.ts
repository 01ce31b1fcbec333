import type { RoomType } from '@roomcraft/enums';
import { createEmptyDesign, type Design } from '../document/design.ts';
import type { Floor } from '../document/floor.ts';
import { distancePointToSegment } from '../geometry/segment.ts';
import type { Vec2 } from '../geometry/vector.ts';
import { addOpening } from '../kinds/opening/actions.ts';
import { addRectangularRoom } from '../kinds/wall/actions.ts';

/** A room of a unit plan: a rectangle (mm) with its name and type, and where its door is. */
export interface UnitRoom {
  name: string;
  type: (typeof RoomType)[number];
  origin: Vec2;
  width: number;
  depth: number;
  /** The wall holding the room's door, by side of the rectangle; none for an open room. */
  door?: 'top' | 'bottom' | 'left' | 'right';
}

/** The wall of a floor passing through a point (within 1 mm), and how far along it the point is. */
export function wallThrough(floor: Floor, point: Vec2): { wallId: string; offset: number } | null {
  const at = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  for (const wall of floor.walls) {
    const a = at.get(wall.corners[0])!;
    const b = at.get(wall.corners[1])!;
    if (distancePointToSegment(point, { a, b }) <= 1) {
      return { wallId: wall.archiId, offset: Math.hypot(point.x - a.x, point.y - a.y) };
    }
  }
  return null;
}

function doorPoint(room: UnitRoom): Vec2 | null {
  const { x, y } = room.origin;
  const { width: w, depth: d } = room;
  if (room.door === 'top') return { x: x + w / 2, y };
  if (room.door === 'bottom') return { x: x + w / 2, y: y + d };
  if (room.door === 'left') return { x, y: y + d / 2 };
  if (room.door === 'right') return { x: x + w, y: y + d / 2 };
  return null;
}

/**
 * Draws a flat's plan the way an operator does in the editor: each room a rectangle of walls
 * (shared walls merge), then a swing door in each room's named wall. Used for the map plans of
 * the demo data, the tests and the benchmark.
 */
export function drawUnitPlan(rooms: readonly UnitRoom[], floorTitle = '1F'): Design {
  let design = createEmptyDesign({ floorTitle });
  for (const room of rooms) {
    design = addRectangularRoom(design, {
      origin: room.origin,
      width: room.width,
      depth: room.depth,
      name: room.name,
      type: room.type,
      thickness: 150,
    });
  }
  for (const room of rooms) {
    const point = doorPoint(room);
    const wall = point && wallThrough(design.floors[0]!, point);
    if (!wall) continue;
    design = addOpening(design, { editorTypeCode: 51, ...wall, handlePosition: 'LEFT' });
  }
  return design;
}

/** A typical three-bedroom flat of about 84 m² of exclusive area (a "112" unit type). */
export const THREE_BEDROOM_UNIT: readonly UnitRoom[] = [
  {
    name: 'Master bedroom',
    type: 'BEDROOM',
    origin: { x: 0, y: 0 },
    width: 3600,
    depth: 3600,
    door: 'bottom',
  },
  { name: 'Bedroom 2', type: 'BEDROOM', origin: { x: 3600, y: 0 }, width: 3000, depth: 3600, door: 'bottom' },
  { name: 'Bedroom 3', type: 'BEDROOM', origin: { x: 6600, y: 0 }, width: 2700, depth: 3600, door: 'bottom' },
  { name: 'Living room', type: 'LIVING', origin: { x: 0, y: 3600 }, width: 5400, depth: 4200 },
  { name: 'Kitchen', type: 'KITCHEN', origin: { x: 5400, y: 3600 }, width: 3900, depth: 2700 },
  {
    name: 'Bathroom',
    type: 'BATHROOM',
    origin: { x: 5400, y: 6300 },
    width: 2100,
    depth: 1500,
    door: 'left',
  },
];

/** A two-bedroom flat of about 59 m² (an "84" unit type). */
export const TWO_BEDROOM_UNIT: readonly UnitRoom[] = [
  {
    name: 'Master bedroom',
    type: 'BEDROOM',
    origin: { x: 0, y: 0 },
    width: 3300,
    depth: 3300,
    door: 'bottom',
  },
  { name: 'Bedroom 2', type: 'BEDROOM', origin: { x: 3300, y: 0 }, width: 2700, depth: 3300, door: 'bottom' },
  { name: 'Living room', type: 'LIVING', origin: { x: 0, y: 3300 }, width: 3900, depth: 3900 },
  { name: 'Kitchen', type: 'KITCHEN', origin: { x: 3900, y: 3300 }, width: 2100, depth: 2400 },
  {
    name: 'Bathroom',
    type: 'BATHROOM',
    origin: { x: 3900, y: 5700 },
    width: 2100,
    depth: 1500,
    door: 'left',
  },
];
