import {
  CURRENT_DESIGN_VERSION,
  type Design,
  type Floor,
  type RoomTypeValue,
  recomputeRooms,
} from '@roomcraft/scene';

const COLUMNS = 5;
const ROWS = 8;
/** Size of each room of the grid, mm. */
export const CELL = { w: 4000, h: 3000 };

const TYPES: RoomTypeValue[] = [
  'LIVING',
  'BEDROOM',
  'KITCHEN',
  'BATHROOM',
  'OFFICE',
  'HALLWAY',
  'DINING',
  'STORAGE',
];

/**
 * A 200-wall, 40-room floor: a 5 × 8 grid of 4 × 3 m rooms whose every edge is drawn as two walls
 * meeting at its middle (186 walls), 14 short partitions into rooms (200 walls), 80 doors and
 * windows, every room named and typed.
 */
export function gridFlat(): Design {
  const corners: Floor['corners'] = [];
  const walls: Floor['walls'] = [];
  const cornerAt = new Map<string, string>();
  const corner = (x: number, y: number) => {
    const key = `${x},${y}`;
    let id = cornerAt.get(key);
    if (!id) {
      id = `c${corners.length}`;
      cornerAt.set(key, id);
      corners.push({ archiId: id, position: { x, y } });
    }
    return id;
  };
  const wall = (x1: number, y1: number, x2: number, y2: number) => {
    walls.push({
      archiId: `w${walls.length}`,
      corners: [corner(x1, y1), corner(x2, y2)],
      thickness: x1 === 0 || y1 === 0 || x2 === COLUMNS * CELL.w || y2 === ROWS * CELL.h ? 200 : 100,
      height: 2400,
      finishes: {},
    });
  };
  for (let r = 0; r <= ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) {
      const [x, y] = [c * CELL.w, r * CELL.h];
      wall(x, y, x + CELL.w / 2, y);
      wall(x + CELL.w / 2, y, x + CELL.w, y);
    }
  }
  for (let c = 0; c <= COLUMNS; c++) {
    for (let r = 0; r < ROWS; r++) {
      const [x, y] = [c * CELL.w, r * CELL.h];
      wall(x, y, x, y + CELL.h / 2);
      wall(x, y + CELL.h / 2, x, y + CELL.h);
    }
  }
  for (let i = 0; walls.length < 200; i++) {
    const c = i % COLUMNS;
    const r = Math.floor(i / COLUMNS);
    wall(c * CELL.w + CELL.w / 2, r * CELL.h, c * CELL.w + CELL.w / 2, r * CELL.h + CELL.h / 3);
  }
  const openings: Floor['openings'] = walls.slice(0, 80).map((w, i) => ({
    archiId: `o${i}`,
    wallId: w.archiId,
    editorTypeCode: i % 2 ? 51 : 58,
    offset: 1000,
    width: 800,
    height: i % 2 ? 2100 : 1200,
    sillHeight: i % 2 ? 0 : 900,
    openingDirection: 'PULL',
    handlePosition: 'LEFT',
  }));
  const bare: Floor = {
    id: 'f1',
    title: '1F',
    elevation: 0,
    height: 2400,
    corners,
    walls,
    openings,
    rooms: [],
    items: [],
    lights: [],
    cameras: [],
  };
  const found = recomputeRooms(bare, bare);
  const floor = {
    ...found,
    rooms: found.rooms.map((room, i) => ({ ...room, name: `Room ${i + 1}`, type: TYPES[i % TYPES.length]! })),
  };
  return { version: CURRENT_DESIGN_VERSION, floors: [floor], activeFloorId: floor.id };
}
