import { createFloor, type Floor, settleFloorGeometry } from '@roomcraft/scene';
import { rectangleFloor as drawnRectangle } from '@roomcraft/scene/testing';

export { designOf, testDoor, testWall } from '@roomcraft/scene/testing';

/**
 * A floor with a w × h rectangle of walls c1..c4 / w1..w4 (top, right, bottom, left, clockwise
 * on screen from the top-left) and its room found, as the editor holds it after drawing.
 */
export function rectangleFloor(w = 4000, h = 3000, overrides: Partial<Floor> = {}): Floor {
  return settleFloorGeometry(createFloor({ id: 'f1', title: '1F' }), drawnRectangle(w, h, overrides));
}
