import { RenderImageType } from '@roomcraft/contract';
import {
  boundsOf,
  type Design,
  interiorPoint,
  pointInPolygon,
  roomOutline,
  type Vec2,
} from '@roomcraft/scene';
import type { CameraInput } from './cameras.ts';

/** Eye height of a person standing: where panoramas are taken and shots look from. */
const EYE_MM = 1600;

interface RoomSpot {
  name: string;
  outline: Vec2[];
  centre: Vec2;
  /** The room's long axis, a unit vector in the plan. */
  axis: Vec2;
  length: number;
}

function roomSpots(design: Design, floorId?: string): RoomSpot[] {
  const floor = design.floors.find((f) => f.id === floorId) ?? design.floors[0];
  if (!floor) return [];
  return floor.rooms.flatMap((room, index) => {
    const outline = roomOutline(floor, room);
    if (outline.length < 3) return [];
    const b = boundsOf(outline);
    const wide = b.maxX - b.minX >= b.maxY - b.minY;
    return [
      {
        name: room.name.trim() || `Room ${index + 1}`,
        outline,
        centre: interiorPoint(outline),
        axis: wide ? { x: 1, y: 0 } : { x: 0, y: 1 },
        length: wide ? b.maxX - b.minX : b.maxY - b.minY,
      },
    ];
  });
}

const along = (p: Vec2, axis: Vec2, d: number): Vec2 => ({ x: p.x + axis.x * d, y: p.y + axis.y * d });
const inside = (p: Vec2, spot: RoomSpot) => pointInPolygon(p, spot.outline);

/** A panorama station: at eye height, its picture centred along the room's long axis. */
function station(name: string, at: Vec2, axis: Vec2): CameraInput {
  const target = along(at, axis, 1000);
  return { name, position: { ...at, z: EYE_MM }, target: { ...target, z: EYE_MM } };
}

/** A shot from near one end of the room's long axis, looking down its length. */
function shot(spot: RoomSpot): CameraInput {
  const back = along(spot.centre, spot.axis, -spot.length * 0.38);
  const from = inside(back, spot) ? back : spot.centre;
  const target = along(spot.centre, spot.axis, spot.length * 0.3);
  return { name: spot.name, position: { ...from, z: 1500 }, target: { ...target, z: 1100 } };
}

/**
 * Cameras a render can start from before any are placed in the editor: a shot and a panorama for
 * each room, and tour stations in every room (two in the largest when the plan has only one room,
 * so a tour always has somewhere to walk to). Top and bird views need none.
 */
export function suggestCameras(design: Design, type: number, floorId?: string): CameraInput[] {
  const spots = roomSpots(design, floorId);
  if (type === RenderImageType.Rendershot) return spots.map(shot);
  if (type === RenderImageType.Panorama) return spots.map((s) => station(s.name, s.centre, s.axis));
  if (type !== RenderImageType.Tour720) return [];
  if (spots.length !== 1) return spots.map((s) => station(s.name, s.centre, s.axis));
  const [only] = spots as [RoomSpot];
  const ends = [-1, 1].map((side) => along(only.centre, only.axis, (side * only.length) / 5));
  if (!ends.every((p) => inside(p, only))) return [station(only.name, only.centre, only.axis)];
  return ends.map((p, i) => station(`${only.name} ${i + 1}`, p, only.axis));
}
