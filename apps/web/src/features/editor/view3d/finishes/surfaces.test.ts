import {
  CURRENT_DESIGN_VERSION,
  createFloor,
  DesignStore,
  type Floor,
  findFloorRooms,
} from '@roomcraft/scene';
import { testWall } from '@roomcraft/scene/testing';
import { describe, expect, it } from 'vitest';
import { applyFinish, roomOfSurface, roomWalls, scopesOf } from './surfaces.ts';

/** A 4 × 3 m room whose top wall is drawn right to left (so its left side faces the room). */
function room(): Floor {
  const corner = (id: string, x: number, y: number) => ({ archiId: id, position: { x, y } });
  const base: Floor = {
    ...createFloor({ id: 'f1', title: '1F' }),
    corners: [corner('a', 0, 0), corner('b', 4000, 0), corner('c', 4000, 3000), corner('d', 0, 3000)],
    walls: [
      testWall('top', 'b', 'a'),
      testWall('right', 'b', 'c'),
      testWall('bottom', 'c', 'd'),
      testWall('left', 'd', 'a'),
    ],
    openings: [],
    rooms: [],
    items: [],
    lights: [],
    cameras: [],
  };
  const [found] = findFloorRooms(base);
  return {
    ...base,
    rooms: [
      {
        archiId: 'r1',
        corners: [...found!.boundary.nodes],
        name: 'Living',
        type: 'LIVING',
        hideCeiling: false,
      },
    ],
  };
}

describe('finishing surfaces', () => {
  it('finds the side of each wall that faces a room', () => {
    const sides = Object.fromEntries(roomWalls(room(), 'r1').map((w) => [w.wallId, w.side]));
    expect(sides).toEqual({ top: 'left', right: 'right', bottom: 'right', left: 'right' });
    expect(roomOfSurface(room(), { kind: 'wall', wallId: 'top', side: 'left' })).toBe('r1');
    expect(roomOfSurface(room(), { kind: 'wall', wallId: 'top', side: 'right' })).toBeUndefined();
    expect(scopesOf(room(), { kind: 'wall', wallId: 'top', side: 'right' })).toEqual(['side']);
    expect(scopesOf(room(), { kind: 'floor', roomId: 'r1' })).toEqual(['roomWalls', 'floor', 'ceiling']);
  });

  it('paints every wall of a room on its room side in one undo step', () => {
    const floor = room();
    const store = new DesignStore({ version: CURRENT_DESIGN_VERSION, floors: [floor], activeFloorId: 'f1' });
    applyFinish(store, floor, { kind: 'floor', roomId: 'r1' }, 'roomWalls', { color: '#aabbcc' });
    const walls = store.getSnapshot().design.floors[0]!.walls;
    expect(walls.find((w) => w.archiId === 'top')!.finishes).toEqual({ left: { color: '#aabbcc' } });
    expect(walls.find((w) => w.archiId === 'right')!.finishes).toEqual({ right: { color: '#aabbcc' } });
    store.undo();
    expect(
      store.getSnapshot().design.floors[0]!.walls.every((w) => !w.finishes.left && !w.finishes.right),
    ).toBe(true);
  });

  it('lays a finish product on a floor and a colour on one wall side', () => {
    const floor = room();
    const store = new DesignStore({ version: CURRENT_DESIGN_VERSION, floors: [floor], activeFloorId: 'f1' });
    applyFinish(store, floor, { kind: 'wall', wallId: 'right', side: 'right' }, 'floor', {
      productId: 'oak',
      scale: 2,
    });
    applyFinish(store, floor, { kind: 'wall', wallId: 'right', side: 'left' }, 'side', { color: '#123456' });
    const after = store.getSnapshot().design.floors[0]!;
    expect(after.rooms[0]!.floorFinish).toEqual({ productId: 'oak', scale: 2 });
    expect(after.walls.find((w) => w.archiId === 'right')!.finishes).toEqual({ left: { color: '#123456' } });
  });
});
