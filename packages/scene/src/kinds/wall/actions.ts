import type { Floor } from '../../document/floor.ts';
import type { FinishRef } from '../../document/primitives.ts';
import {
  ActionError,
  defineAction,
  mustFind,
  type OnFloor,
  patchFields,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import { settleFloorGeometry } from '../../editing/settle.ts';
import { roomOutline } from '../../geometry/floor-rooms.ts';
import { pointInPolygon, polygonArea } from '../../geometry/polygon.ts';
import { add, dot, lerp, scale, type Vec2 } from '../../geometry/vector.ts';
import { indexFloor, wallLength, wallNormal } from '../../geometry/wall-graph.ts';
import { createId } from '../../ids.ts';
import { clampOpeningToWall } from '../opening/span.ts';
import type { RoomTypeValue } from '../room/schema.ts';
import { DEFAULT_WALL_THICKNESS, type Wall } from './schema.ts';

/** Thickness and height of new walls (the floor's storey height when no height is given). */
export interface WallStyle {
  readonly thickness?: number;
  readonly height?: number;
}

/** Adds a polyline of walls to a floor and settles it. */
function addChain(
  floor: Floor,
  points: readonly Vec2[],
  closed: boolean,
  style: WallStyle,
  ids: readonly string[] = [],
): Floor {
  if (points.length < 2) throw new ActionError('a wall needs two points');
  const corners = points.map((position) => ({ archiId: createId(), position }));
  const count = closed ? points.length : points.length - 1;
  const walls: Wall[] = Array.from({ length: count }, (_, i) => ({
    archiId: ids[i] ?? createId(),
    corners: [corners[i]!.archiId, corners[(i + 1) % corners.length]!.archiId],
    thickness: style.thickness ?? DEFAULT_WALL_THICKNESS,
    height: style.height ?? floor.height,
    finishes: {},
  }));
  const drawn = { ...floor, corners: [...floor.corners, ...corners], walls: [...floor.walls, ...walls] };
  return settleFloorGeometry(floor, drawn);
}

/**
 * Draws a straight wall. Ends within 1 mm of a corner join it, ends on a wall split it, and
 * crossings split both walls (then rooms are found again). `id` names the wall (its first piece).
 */
export const addWall = defineAction(
  'addWall',
  (design, args: OnFloor & WallStyle & { from: Vec2; to: Vec2; id?: string }) =>
    updateFloor(design, args.floorId, (floor) =>
      addChain(floor, [args.from, args.to], false, args, args.id ? [args.id] : []),
    ),
);

/** Draws walls through a list of points, optionally closing the loop; `ids` name them in order. */
export const addWallChain = defineAction(
  'addWallChain',
  (
    design,
    args: OnFloor & WallStyle & { points: readonly Vec2[]; closed?: boolean; ids?: readonly string[] },
  ) =>
    updateFloor(design, args.floorId, (floor) =>
      addChain(floor, args.points, args.closed ?? false, args, args.ids),
    ),
);

/**
 * Draws four walls around a rectangle (on their centrelines) and names the room they enclose,
 * the room holding the rectangle's centre.
 */
export const addRectangularRoom = defineAction(
  'addRectangularRoom',
  (
    design,
    args: OnFloor &
      WallStyle & { origin: Vec2; width: number; depth: number; name?: string; type?: RoomTypeValue },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      if (!(args.width > 0 && args.depth > 0))
        throw new ActionError('a room needs a positive width and depth');
      const { x, y } = args.origin;
      const rectangle = [
        { x, y },
        { x: x + args.width, y },
        { x: x + args.width, y: y + args.depth },
        { x, y: y + args.depth },
      ];
      const drawn = addChain(floor, rectangle, true, args);
      const centre = { x: x + args.width / 2, y: y + args.depth / 2 };
      const holding = drawn.rooms
        .filter((r) => pointInPolygon(centre, roomOutline(drawn, r)))
        .sort((a, b) => polygonArea(roomOutline(drawn, a)) - polygonArea(roomOutline(drawn, b)))[0];
      if (!holding || (args.name === undefined && args.type === undefined)) return drawn;
      const named = patchFields(holding, { name: args.name, type: args.type });
      return { ...drawn, rooms: drawn.rooms.map((r) => (r === holding ? named : r)) };
    }),
);

/** Moves corners; walls attached follow. `settle: false` (during a drag) defers joining and room finding. */
function moveCorners(floor: Floor, moves: ReadonlyMap<string, Vec2>, settle: boolean): Floor {
  const corners = floor.corners.map((c) => {
    const to = moves.get(c.archiId);
    return to && (to.x !== c.position.x || to.y !== c.position.y) ? { ...c, position: to } : c;
  });
  if (corners.every((c, i) => c === floor.corners[i])) return floor;
  const moved = { ...floor, corners };
  const fitted = { ...moved, openings: fitOpenings(moved) };
  return settle ? settleFloorGeometry(floor, fitted) : fitted;
}

/** Fits every opening into its wall again after walls changed length or height. */
export function fitOpenings(floor: Floor): Floor['openings'] {
  const { walls } = indexFloor(floor);
  const openings = floor.openings.map((o) => {
    const wall = walls.get(o.wallId);
    return wall ? clampOpeningToWall(o, wallLength(floor, wall), wall.height) : o;
  });
  return openings.every((o, i) => o === floor.openings[i]) ? floor.openings : openings;
}

/**
 * Moves a corner. With `settle` (the default) the floor is settled: a corner dropped on another
 * joins it, walls now crossing are split and rooms are found again. A drag passes
 * `settle: false` on each move and ends with {@link settleFloor}.
 */
export const moveCorner = defineAction(
  'moveCorner',
  (design, args: OnFloor & { cornerId: string; position: Vec2; settle?: boolean }) =>
    updateFloor(design, args.floorId, (floor) => {
      mustFind(floor.corners, args.cornerId, 'corner');
      return moveCorners(floor, new Map([[args.cornerId, args.position]]), args.settle ?? true);
    }),
  { mergeKey: (args) => `moveCorner:${args.cornerId}` },
);

/**
 * Moves a wall parallel to itself: both corners move by the part of `delta` along the wall's
 * normal, and walls sharing those corners follow. `settle` as in {@link moveCorner}.
 */
export const moveWall = defineAction(
  'moveWall',
  (design, args: OnFloor & { wallId: string; delta: Vec2; settle?: boolean }) =>
    updateFloor(design, args.floorId, (floor) => {
      const wall = mustFind(floor.walls, args.wallId, 'wall');
      const normal = wallNormal(floor, wall);
      const shift = scale(normal, dot(args.delta, normal));
      const { points } = indexFloor(floor);
      const moves = new Map(wall.corners.map((id) => [id, add(points.get(id)!, shift)]));
      return moveCorners(floor, moves, args.settle ?? true);
    }),
  { mergeKey: (args) => `moveWall:${args.wallId}` },
);

/** Joins, splits and finds rooms again after moves made with `settle: false`. */
export const settleFloor = defineAction('settleFloor', (design, args: OnFloor) =>
  updateFloor(design, args.floorId, (floor) => settleFloorGeometry(floor, floor)),
);

/**
 * Splits a wall in two at `offset` mm from its first corner (the middle by default). The first
 * piece keeps the wall's id; `newWallId` and `cornerId` name the second piece and the new corner.
 */
export const splitWall = defineAction(
  'splitWall',
  (design, args: OnFloor & { wallId: string; offset?: number; newWallId?: string; cornerId?: string }) =>
    updateFloor(design, args.floorId, (floor) => {
      const wall = mustFind(floor.walls, args.wallId, 'wall');
      const length = wallLength(floor, wall);
      const offset = args.offset ?? length / 2;
      if (!(offset > 0 && offset < length))
        throw new ActionError('a wall splits strictly between its corners');
      const { points } = indexFloor(floor);
      const corner = {
        archiId: args.cornerId ?? createId(),
        position: lerp(points.get(wall.corners[0])!, points.get(wall.corners[1])!, offset / length),
      };
      const first: Wall = { ...wall, corners: [wall.corners[0], corner.archiId] };
      const second: Wall = {
        ...wall,
        archiId: args.newWallId ?? createId(),
        corners: [corner.archiId, wall.corners[1]],
      };
      const openings = floor.openings.map((o) => {
        if (o.wallId !== wall.archiId || o.offset < offset) return o;
        return { ...o, wallId: second.archiId, offset: o.offset - offset };
      });
      const walls = floor.walls.flatMap((w) => (w === wall ? [first, second] : [w]));
      const split = { ...floor, corners: [...floor.corners, corner], walls, openings };
      return settleFloorGeometry(floor, { ...split, openings: fitOpenings(split) });
    }),
);

/** Deletes walls with their openings and the corners no other wall uses; rooms are found again. */
export const deleteWalls = defineAction(
  'deleteWalls',
  (design, args: OnFloor & { wallIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const gone = new Set(args.wallIds);
      const walls = floor.walls.filter((w) => !gone.has(w.archiId));
      if (walls.length === floor.walls.length) return floor;
      const openings = floor.openings.filter((o) => !gone.has(o.wallId));
      return settleFloorGeometry(floor, { ...floor, walls, openings });
    }),
);

/** Changes walls' thickness, height or side finishes (null removes a finish). */
export const setWallProps = defineAction(
  'setWallProps',
  (
    design,
    args: OnFloor & {
      wallIds: readonly string[];
      thickness?: number;
      height?: number;
      finishes?: { left?: FinishRef | null; right?: FinishRef | null };
    },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      if (args.thickness !== undefined && !(args.thickness > 0))
        throw new ActionError('thickness must be positive');
      if (args.height !== undefined && !(args.height > 0)) throw new ActionError('height must be positive');
      const walls = updateEach(floor.walls, args.wallIds, (w) => {
        const sized = patchFields(w, { thickness: args.thickness, height: args.height });
        const finishes = args.finishes ? patchFields(w.finishes, args.finishes) : w.finishes;
        return finishes === w.finishes ? sized : { ...sized, finishes };
      });
      if (walls === floor.walls) return floor;
      const changed = { ...floor, walls };
      return { ...changed, openings: fitOpenings(changed) };
    }),
  { mergeKey: (args) => `setWallProps:${[...args.wallIds].sort().join(',')}` },
);
