import { EditorTypeCode } from '@roomcraft/enums';
import type { Floor } from '../document/floor.ts';
import type { FinishRef } from '../document/primitives.ts';
import { measureFloorRoom } from '../geometry/floor-rooms.ts';
import { boundsOf, type Polygon, pointInPolygon } from '../geometry/polygon.ts';
import { projectOntoSegment } from '../geometry/segment.ts';
import { add, scale, sub, type Vec2 } from '../geometry/vector.ts';
import { indexFloor, wallDirection, wallNormal, wallSegment } from '../geometry/wall-graph.ts';
import { ITEM_TYPE_CODES, type Item } from '../kinds/item/schema.ts';
import { isDoor, type Opening } from '../kinds/opening/schema.ts';

/** A door or window of a room's outline. */
export interface OutlineOpening {
  kind: 'door' | 'window';
  editorTypeCode: number;
  /** Centre, on the outline. */
  at: Vec2;
  width: number;
  /** The outline edge it sits on: edge i runs from outline[i] to outline[i + 1]. */
  edge: number;
  /** How far the door's leaf sweeps into the room, mm (0 for windows, sliding and garage doors, and doors opening outwards). */
  swing: number;
}

/** A room as templates see it: the clear outline on the inner faces of its walls, and its openings. */
export interface RoomShape {
  outline: Vec2[];
  height: number;
  openings: OutlineOpening[];
}

/** A placed product kept by a template, relative to the outline's top-left. */
export interface SnapshotItem {
  productId: string;
  editorTypeCode: number;
  position: { x: number; y: number; z: number };
  rotation: { z: number; x?: number; y?: number };
  scale: { x: number; y: number; z: number };
  optionId?: string;
  nickname?: string;
}

/** What a template keeps of a room: its shape moved to the origin, its items and finishes, its size. */
export interface RoomSnapshot {
  room: RoomShape;
  items: SnapshotItem[];
  finishes: { floor?: FinishRef; ceiling?: FinishRef };
  roomType: string;
  /** Clear floor area, m². */
  area: number;
  width: number;
  depth: number;
}

/** Doors whose leaf sweeps into the room (a sliding or garage door does not). */
const SWINGING = new Set<number>([EditorTypeCode.SwingDoor, EditorTypeCode.FoldingDoor]);

/** The clear outline of a room of a floor, in plan coordinates, with its doors and windows on it. */
export function roomShape(floor: Floor, roomId: string): RoomShape | undefined {
  const room = floor.rooms.find((r) => r.archiId === roomId);
  if (!room) return undefined;
  const outline = [...measureFloorRoom(floor, room).innerPolygon];
  const { walls } = indexFloor(floor);
  const roomWalls = new Set<string>();
  for (let i = 0; i < room.corners.length; i++) {
    const a = room.corners[i]!;
    const b = room.corners[(i + 1) % room.corners.length]!;
    for (const w of floor.walls) {
      if ((w.corners[0] === a && w.corners[1] === b) || (w.corners[0] === b && w.corners[1] === a))
        roomWalls.add(w.archiId);
    }
  }
  const openings = floor.openings
    .filter((o) => roomWalls.has(o.wallId))
    .flatMap((o) => {
      const wall = walls.get(o.wallId)!;
      const segment = wallSegment(floor, wall);
      if (!segment) return [];
      const centre = add(segment.a, scale(wallDirection(floor, wall), o.offset));
      // A door opens towards its wall's left side, or its right when flipped (the editor's symbol).
      const towards = scale(wallNormal(floor, wall), o.flipped ? -1 : 1);
      const intoRoom = pointInPolygon(add(centre, scale(towards, wall.thickness / 2 + 10)), outline);
      return [onOutline(outline, centre, o, intoRoom)];
    });
  const height = Math.max(floor.height, ...[...roomWalls].map((id) => walls.get(id)?.height ?? 0));
  return { outline, height, openings };
}

function onOutline(outline: Polygon, centre: Vec2, o: Opening, intoRoom: boolean): OutlineOpening {
  let best = { edge: 0, at: centre, distance: Infinity };
  for (let i = 0; i < outline.length; i++) {
    const p = projectOntoSegment(centre, { a: outline[i]!, b: outline[(i + 1) % outline.length]! });
    if (p.distance < best.distance) best = { edge: i, at: p.point, distance: p.distance };
  }
  const door = isDoor(o.editorTypeCode);
  return {
    kind: door ? 'door' : 'window',
    editorTypeCode: o.editorTypeCode,
    at: best.at,
    width: o.width,
    edge: best.edge,
    swing: intoRoom && SWINGING.has(o.editorTypeCode) ? o.width : 0,
  };
}

/**
 * Takes a room of a floor as a template keeps it: the outline and openings moved so the outline's
 * top-left is the origin, and the items standing in the room (or only `itemIds` of them), placed
 * relative to that origin. Undefined when the floor has no such room.
 */
export function takeRoomSnapshot(
  floor: Floor,
  roomId: string,
  itemIds?: readonly string[],
): RoomSnapshot | undefined {
  const shape = roomShape(floor, roomId);
  const room = floor.rooms.find((r) => r.archiId === roomId);
  if (!shape || !room) return undefined;
  const bounds = boundsOf(shape.outline);
  const origin = { x: bounds.minX, y: bounds.minY };
  const chosen = itemIds ? new Set(itemIds) : undefined;
  const inRoom = (item: Item) =>
    (chosen ? chosen.has(item.archiId) : true) && pointInPolygon(item.position, shape.outline);
  const items = floor.items
    .filter((i) => (ITEM_TYPE_CODES as readonly number[]).includes(i.editorTypeCode) && inRoom(i))
    .map((i) => snapshotItem(i, origin));
  const measure = measureFloorRoom(floor, room);
  return {
    room: {
      outline: shape.outline.map((p) => sub(p, origin)),
      height: shape.height,
      openings: shape.openings.map((o) => ({ ...o, at: sub(o.at, origin) })),
    },
    items,
    finishes: {
      ...(room.floorFinish ? { floor: room.floorFinish } : {}),
      ...(room.ceilingFinish ? { ceiling: room.ceilingFinish } : {}),
    },
    roomType: room.type.startsWith('custom:') ? 'NONE' : room.type,
    area: measure.area,
    width: bounds.maxX - bounds.minX,
    depth: bounds.maxY - bounds.minY,
  };
}

function snapshotItem(item: Item, origin: Vec2): SnapshotItem {
  return {
    productId: item.productId,
    editorTypeCode: item.editorTypeCode,
    position: { x: item.position.x - origin.x, y: item.position.y - origin.y, z: item.position.z },
    rotation: { ...item.rotation },
    scale: { ...item.scale },
    ...(item.optionId ? { optionId: item.optionId } : {}),
    ...(item.nickname ? { nickname: item.nickname } : {}),
  };
}
