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
import { CELL, GRID, gridPlan } from '../support/grid-plan.ts';

/** The grid plan with 400 items and a light in each room, its rooms found. */
function buildPlan(): Floor {
  const plan = gridPlan();
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
    position: {
      x: (i % GRID.columns) * CELL.w + 2000,
      y: Math.floor(i / GRID.columns) * CELL.h + 1500,
      z: 2300,
    },
    color: '#fff4e0',
    intensity: 600,
  }));
  const floor: Floor = { ...plan, items, lights };
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
if (rooms !== GRID.columns * GRID.rows)
  throw new Error(`expected ${GRID.columns * GRID.rows} rooms, found ${rooms}`);
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
