import {
  type Design,
  type Floor,
  isDoor,
  loadDesign,
  measureFloorRoom,
  type RoomTypeValue,
} from '@roomcraft/scene';

/** A room as a summary lists it. */
export interface RoomSummary {
  id: string;
  name: string;
  type: RoomTypeValue;
  /** Clear floor area, m². */
  area: number;
}

export interface FloorSummary {
  id: string;
  title: string;
  /** The floor itself, which the plan picture is drawn from (by the editor's own export). */
  floor: Floor;
  rooms: RoomSummary[];
  walls: number;
  doors: number;
  windows: number;
  items: number;
  lights: number;
  /** Sum of the rooms' clear floor areas, m². */
  area: number;
}

export interface PlanSummary {
  floors: FloorSummary[];
  rooms: number;
  area: number;
  items: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function floorSummary(floor: Floor): FloorSummary {
  const rooms = floor.rooms.map(
    (room): RoomSummary => ({
      id: room.archiId,
      name: room.name,
      type: room.type,
      area: measureFloorRoom(floor, room).area,
    }),
  );
  const doors = floor.openings.filter((o) => isDoor(o.editorTypeCode)).length;
  return {
    id: floor.id,
    title: floor.title,
    floor,
    rooms,
    walls: floor.walls.length,
    doors,
    windows: floor.openings.length - doors,
    items: floor.items.length,
    lights: floor.lights.length,
    area: round2(rooms.reduce((sum, r) => sum + r.area, 0)),
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
