import { createFloor, type Floor } from '@roomcraft/scene';

/** Rooms across and down the grid plan. */
export const GRID = { columns: 5, rows: 8 };

/** Size of each room of the grid plan, mm. */
export const CELL = { w: 4000, h: 3000 };

/**
 * A 200-wall floor without rooms: a 5 × 8 grid of 4 × 3 m cells whose every edge is drawn as two
 * walls meeting at its middle (186 walls), 14 partial partitions from a top wall's middle into the
 * cell below (200 walls), and 80 doors and windows. The room finder should see 40 rooms.
 */
export function gridPlan(): Floor {
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
  const [width, depth] = [GRID.columns * CELL.w, GRID.rows * CELL.h];
  const wall = (x1: number, y1: number, x2: number, y2: number) => {
    const outer = x1 === 0 || y1 === 0 || x2 === width || y2 === depth;
    walls.push({
      archiId: `w${walls.length}`,
      corners: [corner(x1, y1), corner(x2, y2)],
      thickness: outer ? 200 : 100,
      height: 2400,
      finishes: {},
    });
  };
  for (let r = 0; r <= GRID.rows; r++) {
    for (let c = 0; c < GRID.columns; c++) {
      const [x, y] = [c * CELL.w, r * CELL.h];
      wall(x, y, x + CELL.w / 2, y);
      wall(x + CELL.w / 2, y, x + CELL.w, y);
    }
  }
  for (let c = 0; c <= GRID.columns; c++) {
    for (let r = 0; r < GRID.rows; r++) {
      const [x, y] = [c * CELL.w, r * CELL.h];
      wall(x, y, x, y + CELL.h / 2);
      wall(x, y + CELL.h / 2, x, y + CELL.h);
    }
  }
  for (let i = 0; walls.length < 200; i++) {
    const [c, r] = [i % GRID.columns, Math.floor(i / GRID.columns)];
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
  return {
    ...createFloor({ id: 'f1', title: '1F' }),
    corners,
    walls,
    openings,
    rooms: [],
    items: [],
    lights: [],
    cameras: [],
  };
}
