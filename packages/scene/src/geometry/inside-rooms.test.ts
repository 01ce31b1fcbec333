import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from '../document/design.ts';
import { addRectangularRoom } from '../kinds/wall/actions.ts';
import { pointInsideRooms } from './inside-rooms.ts';

// Two rooms side by side: 0…4000 and 4000…7000 along x, 0…3000 along y; walls 100 mm thick.
function flat() {
  let d = createEmptyDesign();
  d = addRectangularRoom(d, { origin: { x: 0, y: 0 }, width: 4000, depth: 3000, name: 'A', type: 'LIVING' });
  d = addRectangularRoom(d, {
    origin: { x: 4000, y: 0 },
    width: 3000,
    depth: 3000,
    name: 'B',
    type: 'BEDROOM',
  });
  return d.floors[0]!;
}

describe('pointInsideRooms', () => {
  it('keeps a point a room holds', () => {
    expect(pointInsideRooms(flat(), { x: 2000, y: 1500 }, 300)).toEqual({ x: 2000, y: 1500 });
  });

  it('brings a point outside the building into the nearest room, the margin past its inner face', () => {
    const south = pointInsideRooms(flat(), { x: 2000, y: 4200 }, 300);
    expect(south.x).toBeCloseTo(2000);
    expect(south.y).toBeCloseTo(3000 - 50 - 300);
    const east = pointInsideRooms(flat(), { x: 9000, y: 1000 }, 450);
    expect(east.x).toBeCloseTo(7000 - 50 - 450);
    expect(east.y).toBeCloseTo(1000);
  });

  it('brings a point inside a wall into the room on the nearer side', () => {
    const p = pointInsideRooms(flat(), { x: 4030, y: 1500 }, 200);
    expect(p.x).toBeCloseTo(4050 + 200);
  });

  it('leaves a point alone on a floor without rooms', () => {
    expect(pointInsideRooms(createEmptyDesign().floors[0]!, { x: -5, y: 7 }, 300)).toEqual({ x: -5, y: 7 });
  });
});
