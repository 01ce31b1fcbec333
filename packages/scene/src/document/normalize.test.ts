import { describe, expect, it } from 'vitest';
import { normalizeDesign, normalizeFloor } from './normalize.ts';
import { designOf, rectangleFloor, testDoor, testWall } from './test-designs.ts';

describe('normalizeFloor', () => {
  it('returns the same floor when there is nothing to clean', () => {
    const floor = rectangleFloor();
    expect(normalizeFloor(floor)).toBe(floor);
    const design = designOf(floor);
    expect(normalizeDesign(design)).toBe(design);
  });

  it('merges corners within 1 mm and rewrites walls and rooms to the kept corner', () => {
    const floor = rectangleFloor(4000, 3000, {});
    const withTwin = {
      ...floor,
      corners: [...floor.corners, { archiId: 'c2b', position: { x: 4000.6, y: 0.5 } }],
      walls: [
        floor.walls[0]!,
        { ...floor.walls[1]!, corners: ['c2b', 'c3'] as [string, string] },
        ...floor.walls.slice(2),
      ],
      rooms: [
        {
          archiId: 'r',
          corners: ['c1', 'c2', 'c2b', 'c3', 'c4'],
          name: '',
          type: 'NONE' as const,
          hideCeiling: false,
        },
      ],
    };
    const clean = normalizeFloor(withTwin);
    expect(clean.corners.map((c) => c.archiId)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(clean.walls[1]!.corners).toEqual(['c2', 'c3']);
    expect(clean.rooms[0]!.corners).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('removes zero-length walls, walls with missing corners, duplicate walls and unused corners', () => {
    const floor = rectangleFloor();
    const messy = {
      ...floor,
      corners: [...floor.corners, { archiId: 'lonely', position: { x: 9, y: 9 } }],
      walls: [
        ...floor.walls,
        testWall('zero', 'c1', 'c1'),
        testWall('ghost', 'c1', 'missing'),
        testWall('dup', 'c2', 'c1'),
      ],
      openings: [testDoor('o-dup', 'dup', 1000), testDoor('o-ghost', 'ghost', 10)],
    };
    const clean = normalizeFloor(messy);
    expect(clean.walls.map((w) => w.archiId)).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(clean.corners.map((c) => c.archiId)).toEqual(['c1', 'c2', 'c3', 'c4']);
    // The duplicate ran the other way, so the door keeps its place measured from the kept wall's start.
    expect(clean.openings).toEqual([{ ...testDoor('o-dup', 'w1', 3000), flipped: true }]);
  });

  it('clamps openings into their wall: never past an end, never wider or taller than the wall', () => {
    const floor = rectangleFloor(4000, 3000, {
      openings: [
        testDoor('late', 'w1', 3900),
        testDoor('early', 'w2', -200),
        testDoor('wide', 'w2', 1500, 5000),
        { ...testDoor('tall', 'w3', 2000), height: 3000, sillHeight: 100 },
      ],
    });
    const [late, early, wide, tall] = normalizeFloor(floor).openings;
    expect(late!.offset + late!.width / 2).toBe(4000);
    expect(early!.offset - early!.width / 2).toBe(0);
    expect(wide).toMatchObject({ width: 3000, offset: 1500 });
    expect(tall).toMatchObject({ height: 2400, sillHeight: 0 });
  });

  it('drops rooms whose corners are gone and picks an existing active floor', () => {
    const floor = rectangleFloor(4000, 3000, {
      rooms: [{ archiId: 'r', corners: ['c1', 'c2', 'x'], name: '', type: 'NONE', hideCeiling: false }],
    });
    const design = normalizeDesign({ ...designOf(floor), activeFloorId: 'nowhere' });
    expect(design.floors[0]!.rooms).toEqual([]);
    expect(design.activeFloorId).toBe('f1');
  });
});
