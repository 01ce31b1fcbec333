import { createFloor, type Floor, findFloorRooms } from '@roomcraft/scene';
import { testWall } from '@roomcraft/scene/testing';
import { describe, expect, it } from 'vitest';
import { blocked, walkStep } from './collision.ts';

/** Two 4 × 3 m rooms side by side, joined by a 900 mm door in the wall between them at y = 1500. */
function twoRooms(): Floor {
  const corner = (id: string, x: number, y: number) => ({ archiId: id, position: { x, y } });
  const floor: Floor = {
    ...createFloor({ id: 'f1', title: '1F' }),
    corners: [
      corner('a', 0, 0),
      corner('b', 4000, 0),
      corner('c', 8000, 0),
      corner('d', 8000, 3000),
      corner('e', 4000, 3000),
      corner('f', 0, 3000),
    ],
    walls: [
      testWall('w1', 'a', 'b'),
      testWall('w2', 'b', 'c'),
      testWall('w3', 'c', 'd'),
      testWall('w4', 'd', 'e'),
      testWall('w5', 'e', 'f'),
      testWall('w6', 'f', 'a'),
      testWall('mid', 'b', 'e'),
    ],
    openings: [
      {
        archiId: 'door',
        wallId: 'mid',
        editorTypeCode: 51,
        offset: 1500,
        width: 900,
        height: 2100,
        sillHeight: 0,
        openingDirection: 'PULL',
        handlePosition: 'LEFT',
      },
    ],
    rooms: [],
    items: [],
    lights: [],
    cameras: [],
  };
  expect(findFloorRooms(floor)).toHaveLength(2);
  return floor;
}

describe('walking through a flat', () => {
  it('moves freely inside a room', () => {
    expect(walkStep(twoRooms(), { x: 1000, y: 1000 }, { x: 500, y: 200 })).toEqual({ x: 1500, y: 1200 });
  });

  it('stops at a wall, keeping the body radius from its face', () => {
    const end = walkStep(twoRooms(), { x: 2000, y: 2000 }, { x: 0, y: 3000 });
    expect(end.y).toBeLessThan(3000 - 50 - 250 + 1);
    expect(end.y).toBeGreaterThan(3000 - 50 - 250 - 130);
    expect(blocked(twoRooms(), { x: 2000, y: 2800 })).toBe(true);
  });

  it('slides along a wall when walking into it at an angle', () => {
    const end = walkStep(twoRooms(), { x: 1000, y: 2500 }, { x: 1000, y: 1000 });
    expect(end.x).toBeCloseTo(2000);
    expect(end.y).toBeLessThan(2700);
  });

  it('passes through the door but not through the wall beside it', () => {
    expect(walkStep(twoRooms(), { x: 3000, y: 1500 }, { x: 2000, y: 0 }).x).toBe(5000);
    expect(walkStep(twoRooms(), { x: 3000, y: 500 }, { x: 2000, y: 0 }).x).toBeLessThan(4000);
  });
});
