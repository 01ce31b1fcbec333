import type { Opening } from '../kinds/opening/schema.ts';
import type { Wall } from '../kinds/wall/schema.ts';
import { CURRENT_DESIGN_VERSION, type Design } from './design.ts';
import { createFloor, type Floor } from './floor.ts';

/** A wall for tests, 100 mm thick and 2400 mm high. */
export const testWall = (archiId: string, a: string, b: string, thickness = 100): Wall => ({
  archiId,
  corners: [a, b],
  thickness,
  height: 2400,
  finishes: {},
});

/** A swing door for tests. */
export const testDoor = (archiId: string, wallId: string, offset: number, width = 900): Opening => ({
  archiId,
  wallId,
  editorTypeCode: 51,
  offset,
  width,
  height: 2100,
  sillHeight: 0,
  openingDirection: 'PULL',
  handlePosition: 'LEFT',
});

/** A floor holding a w × h rectangle of walls c1..c4 / w1..w4 (clockwise on screen from the top-left). */
export function rectangleFloor(w = 4000, h = 3000, overrides: Partial<Floor> = {}): Floor {
  return {
    ...createFloor({ id: 'f1', title: '1F' }),
    corners: [
      { archiId: 'c1', position: { x: 0, y: 0 } },
      { archiId: 'c2', position: { x: w, y: 0 } },
      { archiId: 'c3', position: { x: w, y: h } },
      { archiId: 'c4', position: { x: 0, y: h } },
    ],
    walls: [
      testWall('w1', 'c1', 'c2'),
      testWall('w2', 'c2', 'c3'),
      testWall('w3', 'c3', 'c4'),
      testWall('w4', 'c4', 'c1'),
    ],
    ...overrides,
  };
}

/** A design whose only floor is `floor`. */
export const designOf = (floor: Floor): Design => ({
  version: CURRENT_DESIGN_VERSION,
  floors: [floor],
  activeFloorId: floor.id,
});
