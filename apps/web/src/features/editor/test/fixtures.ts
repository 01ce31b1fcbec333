import {
  CURRENT_DESIGN_VERSION,
  createFloor,
  type Design,
  type Floor,
  type Opening,
  settleFloorGeometry,
  type Wall,
} from '@roomcraft/scene';

/** A wall for tests, 100 mm thick and 2400 mm high. */
export const testWall = (archiId: string, a: string, b: string, thickness = 100): Wall => ({
  archiId,
  corners: [a, b],
  thickness,
  height: 2400,
  finishes: {},
});

/** A 900 mm swing door for tests. */
export const testDoor = (archiId: string, wallId: string, offset: number): Opening => ({
  archiId,
  wallId,
  editorTypeCode: 51,
  offset,
  width: 900,
  height: 2100,
  sillHeight: 0,
  openingDirection: 'PULL',
  handlePosition: 'LEFT',
});

/**
 * A floor with a w × h rectangle of walls c1..c4 / w1..w4 (top, right, bottom, left, clockwise
 * on screen from the top-left) and its room found.
 */
export function rectangleFloor(w = 4000, h = 3000, overrides: Partial<Floor> = {}): Floor {
  const empty = createFloor({ id: 'f1', title: '1F' });
  const drawn: Floor = {
    ...empty,
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
  return settleFloorGeometry(empty, drawn);
}

/** A design whose only floor is `floor`. */
export const designOf = (floor: Floor): Design => ({
  version: CURRENT_DESIGN_VERSION,
  floors: [floor],
  activeFloorId: floor.id,
});
