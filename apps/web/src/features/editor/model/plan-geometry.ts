import {
  add,
  type Bounds,
  type Floor,
  indexFloor,
  leftNormal,
  normalize,
  type Opening,
  type Room,
  roomOutline,
  scale,
  sub,
  type Vec2,
  type Wall,
} from '@roomcraft/scene';

/** Where an opening sits: its wall, centre, the wall's direction `u` and left normal `n`. */
export interface OpeningFrame {
  readonly wall: Wall;
  readonly start: Vec2;
  readonly end: Vec2;
  readonly centre: Vec2;
  readonly u: Vec2;
  readonly n: Vec2;
}

/** The frame of an opening on its wall, or undefined when the wall or its corners are missing. */
export function openingFrame(
  floor: Floor,
  opening: Pick<Opening, 'wallId' | 'offset'>,
): OpeningFrame | undefined {
  const { walls, points } = indexFloor(floor);
  const wall = walls.get(opening.wallId);
  const start = wall && points.get(wall.corners[0]);
  const end = wall && points.get(wall.corners[1]);
  if (!wall || !start || !end) return undefined;
  const u = normalize(sub(end, start));
  return { wall, start, end, centre: add(start, scale(u, opening.offset)), u, n: leftNormal(u) };
}

/** Half the length of the camera symbol, mm: how near a press must be to catch a camera. */
export const CAMERA_ICON_RADIUS = 250;

/** The corner ids of a room's boundary and holes. */
export const roomCornerIds = (room: Room): string[] => [...room.corners, ...(room.holes ?? []).flat()];

/** A rectangle from two opposite points. */
export const boundsOfPoints = (a: Vec2, b: Vec2): Bounds => ({
  minX: Math.min(a.x, b.x),
  minY: Math.min(a.y, b.y),
  maxX: Math.max(a.x, b.x),
  maxY: Math.max(a.y, b.y),
});

export const insideBounds = (p: Vec2, b: Bounds): boolean =>
  p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY;

/** The box around everything drawn on a floor, or undefined for an empty floor. */
export function floorBounds(floor: Floor): Bounds | undefined {
  const points: Vec2[] = [...floor.corners.map((c) => c.position), ...floor.items.map((i) => i.position)];
  if (points.length === 0) return undefined;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  const margin = Math.max(...floor.walls.map((w) => w.thickness), 0);
  return { minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin };
}

/** The outline of a room with its corners resolved (centrelines). */
export const roomPolygon = (floor: Floor, room: Room): Vec2[] => roomOutline(floor, room);
