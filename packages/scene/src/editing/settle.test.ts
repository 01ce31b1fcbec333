import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from '../document/design.ts';
import { createFloor } from '../document/floor.ts';
import { rectangleFloor, testDoor, testWall } from '../document/test-designs.ts';
import { measureFloorRoom } from '../geometry/floor-rooms.ts';
import { createId } from '../ids.ts';
import { DEFAULT_ROOM_PROPS, recomputeRooms } from '../kinds/room/matching.ts';
import { addRectangularRoom } from '../kinds/wall/actions.ts';
import { planarizeFloor } from './planarize-floor.ts';
import { settleFloorGeometry } from './settle.ts';

describe('planarizeFloor', () => {
  it('leaves a planar floor as it is', () => {
    const floor = rectangleFloor();
    expect(planarizeFloor(floor)).toBe(floor);
  });

  it('splits a wall at a T-joint, keeping its id on the first piece and moving openings by their centre', () => {
    const base = rectangleFloor(4000, 3000);
    const floor = {
      ...base,
      corners: [
        ...base.corners,
        { archiId: 't', position: { x: 1000, y: 0 } },
        { archiId: 'u', position: { x: 1000, y: 3000 } },
      ],
      walls: [...base.walls, testWall('stem', 't', 'u')],
      openings: [testDoor('near', 'w1', 500, 600), testDoor('far', 'w1', 2500)],
    };
    const out = planarizeFloor(floor);
    const w1 = out.walls.find((w) => w.archiId === 'w1')!;
    expect(w1.corners).toEqual(['c1', 't']);
    const second = out.walls.find((w) => w.corners[0] === 't' && w.corners[1] === 'c2')!;
    expect(out.openings).toEqual([testDoor('near', 'w1', 500, 600), testDoor('far', second.archiId, 1500)]);
    expect(out.walls).toHaveLength(7);
  });

  it('keeps one wall where two overlap, moving openings across and mirroring them when it runs the other way', () => {
    const floor = {
      ...createFloor({ id: 'f', title: 'F' }),
      corners: [
        { archiId: 'a', position: { x: 0, y: 0 } },
        { archiId: 'b', position: { x: 4000, y: 0 } },
        { archiId: 'c', position: { x: 3000, y: 0 } },
        { archiId: 'd', position: { x: 1000, y: 0 } },
      ],
      walls: [testWall('long', 'a', 'b'), testWall('short', 'c', 'd')],
      openings: [testDoor('door', 'short', 500)],
    };
    const out = planarizeFloor(floor);
    expect(out.walls.map((w) => w.corners)).toEqual([
      ['a', 'd'],
      ['d', 'c'],
      ['c', 'b'],
    ]);
    // 500 mm from c towards d is 1500 mm from d along the kept piece d→c.
    expect(out.openings[0]).toMatchObject({ wallId: out.walls[1]!.archiId, offset: 1500, flipped: true });
  });
});

describe('recomputeRooms', () => {
  it('keeps a room by its corner set and by overlap when its corners changed', () => {
    const floor = rectangleFloor(4000, 3000);
    const first = recomputeRooms(floor, floor);
    expect(first.rooms).toEqual([
      { archiId: first.rooms[0]!.archiId, corners: ['c1', 'c2', 'c3', 'c4'], ...DEFAULT_ROOM_PROPS },
    ]);
    const named = { ...first, rooms: [{ ...first.rooms[0]!, name: 'Hall', type: 'HALLWAY' as const }] };
    expect(recomputeRooms(named, named)).toBe(named);
    // Replace every corner with new ids at the same places: no shared corner set, but the same region.
    const fresh = new Map(named.corners.map((c) => [c.archiId, createId()]));
    const moved = {
      ...named,
      corners: named.corners.map((c) => ({ ...c, archiId: fresh.get(c.archiId)! })),
      walls: named.walls.map((w) => ({
        ...w,
        corners: w.corners.map((id) => fresh.get(id)!) as [string, string],
      })),
    };
    const again = recomputeRooms(named, moved);
    expect(again.rooms).toHaveLength(1);
    expect(again.rooms[0]).toMatchObject({ archiId: named.rooms[0]!.archiId, name: 'Hall', type: 'HALLWAY' });
  });

  it('gives a new room the default props and records nested rooms as holes', () => {
    let design = addRectangularRoom(createEmptyDesign(), {
      origin: { x: 0, y: 0 },
      width: 10000,
      depth: 8000,
      name: 'Hall',
    });
    design = addRectangularRoom(design, {
      origin: { x: 3000, y: 3000 },
      width: 2000,
      depth: 2000,
      name: 'Closet',
      type: 'CLOSET',
    });
    const floor = design.floors[0]!;
    const hall = floor.rooms.find((r) => r.name === 'Hall')!;
    const closet = floor.rooms.find((r) => r.name === 'Closet')!;
    expect(hall.holes).toHaveLength(1);
    expect(new Set(hall.holes![0])).toEqual(new Set(closet.corners));
    expect(measureFloorRoom(floor, hall).area).toBe(Math.round((9.9 * 7.9 - 2.1 * 2.1) * 1e4) / 1e4);
    expect(measureFloorRoom(floor, closet).area).toBe(Math.round(1.9 * 1.9 * 1e4) / 1e4);
  });

  it('settles: joins, splits and finds rooms in one call', () => {
    const base = rectangleFloor(4000, 3000);
    const drawn = {
      ...base,
      corners: [
        ...base.corners,
        { archiId: 'p', position: { x: 2000, y: 0.4 } },
        { archiId: 'q', position: { x: 2000, y: 3000 } },
      ],
      walls: [...base.walls, testWall('part', 'p', 'q')],
    };
    const settled = settleFloorGeometry(base, drawn);
    expect(settled.rooms).toHaveLength(2);
    expect(settled.walls).toHaveLength(7);
    expect(settled.corners.find((c) => c.archiId === 'p')!.position).toEqual({ x: 2000, y: 0.4 });
  });
});
