import {
  type Floor,
  interiorPoint,
  measureFloorRoom,
  type Room,
  type RoomTypeValue,
  type Vec2,
} from '@roomcraft/scene';
import { pathOf } from '../../drawing/paths.ts';

/** A room as the plan shows it: its clear floor, a label point, its name, type and area. */
export interface RoomShape {
  readonly id: string;
  /** The clear floor (inner faces of its walls) with holes; fill it with the even-odd rule. */
  readonly d: string;
  readonly label: Vec2;
  readonly name: string;
  readonly type: RoomTypeValue;
  /** Clear floor area, m², and in pyeong. */
  readonly area: number;
  readonly pyeong: number;
}

/** The rooms of a floor, measured on the inner faces of their walls. */
export function roomShapes(floor: Floor): RoomShape[] {
  return floor.rooms.map((room) => roomShape(floor, room));
}

export function roomShape(floor: Floor, room: Room): RoomShape {
  const measure = measureFloorRoom(floor, room);
  const d = [measure.innerPolygon, ...measure.innerHoles].map((p) => pathOf(p)).join('');
  return {
    id: room.archiId,
    d,
    label: interiorPoint(measure.innerPolygon),
    name: room.name,
    type: room.type,
    area: measure.area,
    pyeong: measure.pyeong,
  };
}
