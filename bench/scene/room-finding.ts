/**
 * Room finding and validation on a procedural plan: a 5 × 8 grid of 40 rooms whose walls are
 * drawn in two pieces each (186 walls) plus 14 partial partitions ending inside rooms (200 walls),
 * with 80 doors, 400 items and 40 lights. Prints the median of N runs of each step.
 *
 *   npx tsx bench/scene/room-finding.ts [N]
 */
import {
  addWall,
  CURRENT_DESIGN_VERSION,
  type Design,
  type Floor,
  findFloorRooms,
  recomputeRooms,
  settleFloor,
  validateDesign,
} from '@roomcraft/scene';

const COLUMNS = 5;
const ROWS = 8;
const CELL_W = 4000;
const CELL_H = 3000;

function buildPlan(): Floor {
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
    const id = `w${walls.length}`;
    walls.push({
      archiId: id,
      corners: [corner(x1, y1), corner(x2, y2)],
      thickness: 100,
      height: 2400,
      finishes: {},
    });
    return id;
  };
  // Every grid edge is drawn as two walls meeting at its middle.
  for (let r = 0; r <= ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) {
      const [x, y] = [c * CELL_W, r * CELL_H];
      wall(x, y, x + CELL_W / 2, y);
      wall(x + CELL_W / 2, y, x + CELL_W, y);
    }
  }
  for (let c = 0; c <= COLUMNS; c++) {
    for (let r = 0; r < ROWS; r++) {
      const [x, y] = [c * CELL_W, r * CELL_H];
      wall(x, y, x, y + CELL_H / 2);
      wall(x, y + CELL_H / 2, x, y + CELL_H);
    }
  }
  // Partial partitions from a top wall's middle into the room below.
  for (let i = 0; walls.length < 200; i++) {
    const c = i % COLUMNS;
    const r = Math.floor(i / COLUMNS);
    wall(c * CELL_W + CELL_W / 2, r * CELL_H, c * CELL_W + CELL_W / 2, r * CELL_H + CELL_H / 3);
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
  const items: Floor['items'] = Array.from({ length: 400 }, (_, i) => ({
    archiId: `i${i}`,
    productId: `p${i % 37}`,
    editorTypeCode: 10,
    position: { x: (i % 50) * 400 + 200, y: Math.floor(i / 50) * 3000 + 1500, z: 0 },
    rotation: { z: (i % 4) * (Math.PI / 2) },
    scale: { x: 1, y: 1, z: 1 },
    lock: false,
    visible: true,
  }));
  const lights: Floor['lights'] = Array.from({ length: 40 }, (_, i) => ({
    archiId: `l${i}`,
    kind: 'point',
    position: { x: (i % COLUMNS) * CELL_W + 2000, y: Math.floor(i / COLUMNS) * CELL_H + 1500, z: 2300 },
    color: '#fff4e0',
    intensity: 600,
  }));
  const floor: Floor = {
    id: 'f1',
    title: '1F',
    elevation: 0,
    height: 2400,
    corners,
    walls,
    openings,
    rooms: [],
    items,
    lights,
    cameras: [],
  };
  return recomputeRooms(floor, floor);
}

function median(n: number, run: () => void): number {
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

const n = Number(process.argv[2] ?? 50);
const floor = buildPlan();
const design: Design = { version: CURRENT_DESIGN_VERSION, floors: [floor], activeFloorId: floor.id };
const rooms = findFloorRooms(floor).length;
if (rooms !== COLUMNS * ROWS) throw new Error(`expected ${COLUMNS * ROWS} rooms, found ${rooms}`);
if (!validateDesign(design).ok) throw new Error('the generated design does not validate');
const json = JSON.parse(JSON.stringify(design));

const results = [
  ['room finding (planarize + faces + holes)', median(n, () => findFloorRooms(floor))],
  ['settle a floor (planarize, clean, find + match rooms)', median(n, () => settleFloor(design, {}))],
  [
    'addWall action (a new partition, settled)',
    median(n, () => addWall(design, { from: { x: 2000, y: 0 }, to: { x: 2000, y: 3000 } })),
  ],
  ['validateDesign of the whole document (JSON in)', median(n, () => validateDesign(json))],
] as const;

console.log(
  `plan: ${floor.walls.length} walls, ${rooms} rooms, ${floor.openings.length} openings, ${floor.items.length} items, ${floor.lights.length} lights`,
);
console.log(
  `JSON size: ${(JSON.stringify(design).length / 1024).toFixed(0)} KiB; median of N = ${n} runs (after 3 warm-up runs)`,
);
for (const [name, ms] of results) console.log(`${name.padEnd(56)} ${ms.toFixed(2).padStart(8)} ms`);
