import { ROOM_TYPE_NAMES } from '@roomcraft/contract';
import {
  boundsOf,
  type Design,
  type Floor,
  floorWallOutlines,
  interiorPoint,
  isDoor,
  loadDesign,
  measureFloorRoom,
  type RoomTypeValue,
  type Vec2,
} from '@roomcraft/scene';

/** A room as a summary lists it and a plan drawing labels it. */
export interface RoomSummary {
  id: string;
  name: string;
  type: RoomTypeValue;
  /** Clear floor area, m². */
  area: number;
  /** Clear floor outline, mm (plan coordinates, y down). */
  outline: Vec2[];
  /** Where its label goes. */
  labelAt: Vec2;
}

/** A door or window on a plan: its span along the wall's centreline and the wall's thickness. */
export interface OpeningMark {
  id: string;
  kind: 'door' | 'window';
  from: Vec2;
  to: Vec2;
  /** Unit vector across the wall, towards the side a door swings to. */
  across: Vec2;
  thickness: number;
}

export interface FloorSummary {
  id: string;
  title: string;
  rooms: RoomSummary[];
  /** Wall footprints, mm. */
  walls: Vec2[][];
  openings: OpeningMark[];
  doors: number;
  windows: number;
  items: number;
  lights: number;
  /** Sum of the rooms' clear floor areas, m². */
  area: number;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface PlanSummary {
  floors: FloorSummary[];
  rooms: number;
  area: number;
  items: number;
}

/** Where each opening sits along its wall; openings of missing walls are left out. */
function openingMarks(floor: Floor): OpeningMark[] {
  const points = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const walls = new Map(floor.walls.map((w) => [w.archiId, w]));
  return floor.openings.flatMap((opening): OpeningMark[] => {
    const wall = walls.get(opening.wallId);
    const a = wall && points.get(wall.corners[0]);
    const b = wall && points.get(wall.corners[1]);
    if (!wall || !a || !b) return [];
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) return [];
    const along = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    const at = (distance: number) => ({ x: a.x + along.x * distance, y: a.y + along.y * distance });
    const side = opening.flipped ? -1 : 1;
    return [
      {
        id: opening.archiId,
        kind: isDoor(opening.editorTypeCode) ? 'door' : 'window',
        from: at(opening.offset - opening.width / 2),
        to: at(opening.offset + opening.width / 2),
        across: { x: -along.y * side, y: along.x * side },
        thickness: wall.thickness,
      },
    ];
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function floorSummary(floor: Floor): FloorSummary {
  const rooms = floor.rooms.map((room): RoomSummary => {
    const measure = measureFloorRoom(floor, room);
    const outline = [...measure.innerPolygon];
    return {
      id: room.archiId,
      name: room.name,
      type: room.type,
      area: measure.area,
      outline,
      labelAt: outline.length >= 3 ? interiorPoint(outline) : { x: 0, y: 0 },
    };
  });
  const walls = [...floorWallOutlines(floor).values()].map((outline) => [...outline.polygon]);
  const openings = openingMarks(floor);
  const doors = openings.filter((o) => o.kind === 'door').length;
  return {
    id: floor.id,
    title: floor.title,
    rooms,
    walls,
    openings,
    doors,
    windows: openings.length - doors,
    items: floor.items.length,
    lights: floor.lights.length,
    area: round2(rooms.reduce((sum, r) => sum + r.area, 0)),
    bounds: boundsOf(walls.flat()),
  };
}

/** Summarises a design for people who look, not edit: per floor its rooms, areas, openings and items. */
export function summarizeDesign(design: Design): PlanSummary {
  const floors = design.floors.map(floorSummary);
  return {
    floors,
    rooms: floors.reduce((sum, f) => sum + f.rooms.length, 0),
    area: round2(floors.reduce((sum, f) => sum + f.area, 0)),
    items: floors.reduce((sum, f) => sum + f.items, 0),
  };
}

/**
 * The summary of a stored design document, or null when there is none to show: a project created
 * without a design holds `{}`, and a document this code cannot load is not guessed at.
 */
export function summarizeStoredDesign(json: unknown): PlanSummary | null {
  if (!json || typeof json !== 'object' || Object.keys(json).length === 0) return null;
  const loaded = loadDesign(json);
  return loaded.ok ? summarizeDesign(loaded.design) : null;
}

/** The name people see for a room: its own, else its type's, else a plain "room" word the caller gives. */
export function roomLabel(
  room: Pick<RoomSummary, 'name' | 'type'>,
  language: string,
  fallback: string,
): string {
  if (room.name.trim()) return room.name;
  const names = ROOM_TYPE_NAMES[room.type as keyof typeof ROOM_TYPE_NAMES];
  return names ? names[language === 'ko' ? 'ko' : 'en'] : fallback;
}
