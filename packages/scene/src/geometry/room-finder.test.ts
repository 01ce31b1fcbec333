import { describe, expect, it } from 'vitest';
import { findRooms } from './room-finder.ts';
import { measureRoom } from './room-measure.ts';
import { planGraph, rectangle } from './test-plans.ts';

const areasM2 = (segments: Parameters<typeof planGraph>[0]) => {
  const { nodes, edges } = planGraph(segments);
  return findRooms(nodes, edges)
    .map((r) => r.centrelineArea / 1e6)
    .sort((a, b) => a - b);
};

describe('findRooms', () => {
  it('finds one room in a rectangle and none in an open chain', () => {
    expect(areasM2(rectangle(0, 0, 4000, 3000))).toEqual([12]);
    expect(areasM2(rectangle(0, 0, 4000, 3000).slice(0, 3))).toEqual([]);
  });

  it('finds an L-shaped room', () => {
    const l: [number, number, number, number][] = [
      [0, 0, 6000, 0],
      [6000, 0, 6000, 2000],
      [6000, 2000, 3000, 2000],
      [3000, 2000, 3000, 4000],
      [3000, 4000, 0, 4000],
      [0, 4000, 0, 0],
    ];
    expect(areasM2(l)).toEqual([6 * 2 + 3 * 2]);
  });

  it('splits walls at T-joints: a partition ending on the middle of two walls makes two rooms', () => {
    const plan = [...rectangle(0, 0, 8000, 3000), [4000, 0, 4000, 3000] as const];
    expect(areasM2(plan)).toEqual([12, 12]);
  });

  it('ignores a dangling wall that ends inside a room', () => {
    const plan = [...rectangle(0, 0, 4000, 3000), [2000, 0, 2000, 1500] as const];
    const { nodes, edges } = planGraph(plan);
    const rooms = findRooms(nodes, edges);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]!.centrelineArea).toBe(12e6);
    expect(rooms[0]!.boundary.nodes).not.toContain('2000,1500');
  });

  it('finds the two rooms of rectangles sharing a wall, with the shared wall on both boundaries', () => {
    const plan = [...rectangle(0, 0, 4000, 3000), ...rectangle(4000, 0, 3000, 3000)];
    const { nodes, edges } = planGraph(plan);
    const rooms = findRooms(nodes, edges);
    expect(rooms.map((r) => r.centrelineArea / 1e6).sort((a, b) => a - b)).toEqual([9, 12]);
    const shared = rooms.map(
      (r) => r.boundary.nodes.includes('4000,0') && r.boundary.nodes.includes('4000,3000'),
    );
    expect(shared).toEqual([true, true]);
  });

  it('splits walls where they cross', () => {
    const plus = [
      ...rectangle(0, 0, 4000, 4000),
      [2000, 0, 2000, 4000] as const,
      [0, 2000, 4000, 2000] as const,
    ];
    expect(areasM2(plus)).toEqual([4, 4, 4, 4]);
    const hash = [
      [1000, 0, 1000, 4000],
      [3000, 0, 3000, 4000],
      [0, 1000, 4000, 1000],
      [0, 3000, 4000, 3000],
    ] as const;
    expect(areasM2(hash)).toEqual([4]);
    expect(areasM2([[0, 0, 1000, 1000] as const, [0, 1000, 1000, 0] as const])).toEqual([]);
  });

  it('handles collinear and overlapping walls', () => {
    const plan = [
      [0, 0, 2000, 0],
      [2000, 0, 4000, 0],
      [1000, 0, 3000, 0],
      [4000, 0, 4000, 3000],
      [4000, 3000, 0, 3000],
      [0, 3000, 0, 0],
    ] as const;
    const { nodes, edges } = planGraph(plan);
    const rooms = findRooms(nodes, edges);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]!.centrelineArea).toBe(12e6);
    expect(new Set(rooms[0]!.boundary.nodes)).toEqual(
      new Set(['0,0', '1000,0', '2000,0', '3000,0', '4000,0', '4000,3000', '0,3000']),
    );
  });

  it('makes a free-standing room inside another a hole of the outer room', () => {
    const plan = [...rectangle(0, 0, 10000, 8000), ...rectangle(3000, 3000, 2000, 2000)];
    const { nodes, edges } = planGraph(plan);
    const rooms = findRooms(nodes, edges).sort((a, b) => a.centrelineArea - b.centrelineArea);
    expect(rooms.map((r) => r.centrelineArea / 1e6)).toEqual([4, 80 - 4]);
    expect(rooms[1]!.holes).toHaveLength(1);
    expect(new Set(rooms[1]!.holes[0]!.nodes)).toEqual(new Set(rooms[0]!.boundary.nodes));
  });

  it('assigns a hole to the smallest room around it and drops bridges to it', () => {
    const plan = [
      ...rectangle(0, 0, 10000, 10000),
      ...rectangle(2000, 2000, 6000, 6000),
      ...rectangle(4000, 4000, 2000, 2000),
      [0, 5000, 2000, 5000] as const,
    ];
    expect(areasM2(plan)).toEqual([4, 36 - 4, 100 - 36]);
  });

  it('drops degenerate faces: a doubled wall loop and slivers below the minimum area', () => {
    expect(areasM2([[0, 0, 1000, 0] as const, [1000, 0, 0, 0] as const])).toEqual([]);
    const sliver = [
      [0, 0, 1000, 0],
      [1000, 0, 0, 1],
      [0, 1, 0, 0],
    ] as const;
    const { nodes, edges } = planGraph(sliver);
    expect(findRooms(nodes, edges, { tolerance: 0.1 })).toEqual([]);
  });

  it('walks every room with the room on the right of each step on screen (positive shoelace area)', () => {
    const { nodes, edges } = planGraph(
      [...rectangle(0, 0, 4000, 3000)].map(([a, b, c, d]) => [c, d, a, b] as const),
    );
    const [room] = findRooms(nodes, edges);
    expect(room!.boundary.points.map((p) => `${p.x},${p.y}`)).toEqual([
      '0,0',
      '4000,0',
      '4000,3000',
      '0,3000',
    ]);
  });
});

describe('findRooms on random plans', () => {
  it('tiles a walled box: room areas (holes excluded) add up to the box, whatever the walls inside do', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let iter = 0; iter < 300; iter++) {
      const grid = iter % 3 === 0;
      const coordinate = () => (grid ? Math.round(random() * 10) * 1000 : random() * 10000);
      const walls = Array.from(
        { length: 5 + (iter % 30) },
        () => [coordinate(), coordinate(), coordinate(), coordinate()] as const,
      );
      const { nodes, edges } = planGraph([...rectangle(0, 0, 10000, 10000), ...walls]);
      // A tolerance near zero keeps the geometry exact; the default 1 mm snaps points onto walls.
      const rooms = findRooms(nodes, edges, { minArea: 0, tolerance: 1e-6 });
      const total = rooms.reduce((sum, r) => sum + r.centrelineArea, 0);
      expect(Math.abs(total - 1e8)).toBeLessThan(1);
    }
  });
});

describe('measureRoom', () => {
  const measure = (segments: Parameters<typeof planGraph>[0], thickness: (source: string) => number) => {
    const { nodes, edges } = planGraph(segments);
    return findRooms(nodes, edges).map((r) =>
      measureRoom(
        { points: r.boundary.points, thicknesses: r.boundary.sources.map(thickness) },
        r.holes.map((h) => ({ points: h.points, thicknesses: h.sources.map(thickness) })),
      ),
    );
  };

  it('measures a 4 m × 3 m room of 100 mm walls on the inner faces of its walls', () => {
    const [m] = measure(rectangle(0, 0, 4000, 3000), () => 100);
    expect(m!.area).toBeCloseTo((4 - 0.1) * (3 - 0.1), 4);
    expect(m!.pyeong).toBeCloseTo(((4 - 0.1) * (3 - 0.1) * 121) / 400, 4);
    expect(m!.centrelineArea).toBe(12);
  });

  it('subtracts half of each wall: a thicker wall on one side takes more', () => {
    const [m] = measure(rectangle(0, 0, 4000, 3000), (id) => (id === 'w3' ? 200 : 100));
    expect(m!.area).toBeCloseTo((4 - 0.05 - 0.1) * (3 - 0.1), 4);
  });

  it('measures an L-shaped room to the square centimetre', () => {
    const l = [
      [0, 0, 6000, 0],
      [6000, 0, 6000, 2000],
      [6000, 2000, 3000, 2000],
      [3000, 2000, 3000, 4000],
      [3000, 4000, 0, 4000],
      [0, 4000, 0, 0],
    ] as const;
    const [m] = measure(l, () => 100);
    expect(m!.area).toBe(Math.round(((6 - 0.1) * (2 - 0.1) + (3 - 0.1) * 2) * 1e4) / 1e4);
  });

  it('excludes a nested room and the outer half of its walls from the outer room', () => {
    const plan = [...rectangle(0, 0, 10000, 8000), ...rectangle(3000, 3000, 2000, 2000)];
    const areas = measure(plan, () => 100).map((m) => m.area);
    const outer = (10 - 0.1) * (8 - 0.1) - (2 + 0.1) * (2 + 0.1);
    const inner = (2 - 0.1) * (2 - 0.1);
    expect(areas.sort((a, b) => a - b)).toEqual([inner, outer].map((a) => Math.round(a * 1e4) / 1e4));
  });

  it('keeps a straight inner face across a corner between collinear walls', () => {
    const plan = [
      [0, 0, 2000, 0],
      [2000, 0, 4000, 0],
      [4000, 0, 4000, 3000],
      [4000, 3000, 0, 3000],
      [0, 3000, 0, 0],
    ] as const;
    const [m] = measure(plan, () => 100);
    expect(m!.area).toBeCloseTo(3.9 * 2.9, 4);
  });
});
