import {
  boundsOf,
  type Design,
  type Floor,
  floorWallOutlines,
  interiorPoint,
  isDoor,
  loadStoredDesign,
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

export interface FloorSummary {
  id: string;
  title: string;
  /** The floor itself: doors and windows are drawn from it by the editor's own shapes. */
  floor: Floor;
  rooms: RoomSummary[];
  /** Wall footprints, mm. */
  walls: Vec2[][];
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
  const doors = floor.openings.filter((o) => isDoor(o.editorTypeCode)).length;
  return {
    id: floor.id,
    title: floor.title,
    floor,
    rooms,
    walls,
    doors,
    windows: floor.openings.length - doors,
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
  const loaded = loadStoredDesign(json);
  return loaded.ok ? summarizeDesign(loaded.design) : null;
}
