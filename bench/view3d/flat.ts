/**
 * The flat of the 3D view's browser test and benchmark: two rooms (a 5 × 6 m living room and a
 * 4 × 6 m bedroom) with an entrance door, a door between them, four windows and ceiling lights.
 */
import {
  CURRENT_DESIGN_VERSION,
  createFloor,
  type Design,
  type Floor,
  findFloorRooms,
  type Item,
  type Light,
  type Opening,
} from '@roomcraft/scene';

const corner = (archiId: string, x: number, y: number) => ({ archiId, position: { x, y } });
const wall = (archiId: string, a: string, b: string, thickness = 200) => ({
  archiId,
  corners: [a, b] as [string, string],
  thickness,
  height: 2400,
  finishes: {},
});
const opening = (
  archiId: string,
  wallId: string,
  code: Opening['editorTypeCode'],
  offset: number,
  width: number,
): Opening => ({
  archiId,
  wallId,
  editorTypeCode: code,
  offset,
  width,
  height: code >= 55 ? 1400 : 2100,
  sillHeight: code >= 55 ? 700 : 0,
  openingDirection: 'PULL',
  handlePosition: 'LEFT',
});
const lamp = (archiId: string, x: number, y: number): Light => ({
  archiId,
  kind: 'point',
  position: { x, y, z: 2300 },
  color: '#ffe2bd',
  intensity: 60,
  range: 7000,
});

/** The plan, without rooms (found by the room finder) and items. */
function plan(): Floor {
  return {
    ...createFloor({ id: 'f1', title: '1F' }),
    corners: [
      corner('a', 0, 0),
      corner('b', 5000, 0),
      corner('c', 9000, 0),
      corner('d', 9000, 6000),
      corner('e', 5000, 6000),
      corner('f', 0, 6000),
    ],
    walls: [
      wall('ab', 'a', 'b'),
      wall('bc', 'b', 'c'),
      wall('cd', 'c', 'd'),
      wall('de', 'd', 'e'),
      wall('ef', 'e', 'f'),
      wall('fa', 'f', 'a'),
      wall('be', 'b', 'e', 100),
    ],
    openings: [
      opening('living-window', 'ab', 58, 2500, 1800),
      opening('bedroom-window', 'bc', 58, 2000, 1400),
      opening('side-window', 'cd', 58, 3000, 1200),
      opening('west-window', 'fa', 58, 3500, 1200),
      opening('entrance', 'ef', 51, 3800, 1000),
      opening('bedroom-door', 'be', 51, 4700, 900),
    ],
    rooms: [],
    items: [],
    lights: [lamp('living-light', 2500, 3000), lamp('bedroom-light', 7000, 3000)],
    cameras: [],
  };
}

/** The flat as a design document, with the given items placed. */
export function twoRoomFlat(items: Item[] = []): Design {
  const floor = plan();
  const rooms = findFloorRooms(floor).map((found) => {
    const living = found.boundary.points.every((p) => p.x <= 5000);
    return {
      archiId: living ? 'living' : 'bedroom',
      corners: [...found.boundary.nodes],
      name: living ? 'Living room' : 'Bedroom',
      type: living ? ('LIVING' as const) : ('BEDROOM' as const),
      hideCeiling: false,
    };
  });
  return { version: CURRENT_DESIGN_VERSION, floors: [{ ...floor, rooms, items }], activeFloorId: 'f1' };
}

/** An item of the flat. */
export function flatItem(
  archiId: string,
  productId: string,
  code: Item['editorTypeCode'],
  x: number,
  y: number,
  z = 0,
  turn = 0,
): Item {
  return {
    archiId,
    productId,
    editorTypeCode: code,
    position: { x, y, z },
    rotation: { z: turn },
    scale: { x: 1, y: 1, z: 1 },
    lock: false,
    visible: true,
  };
}
