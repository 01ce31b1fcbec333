import { describe, expect, it } from 'vitest';
import { polygonArea } from '../../geometry/polygon.ts';
import type { Vec2 } from '../../geometry/vector.ts';
import { computeWallOutlines, type OutlineWall } from './outline.ts';

const outlines = (points: Record<string, [number, number]>, walls: [string, string, string, number?][]) => {
  const map = new Map<string, Vec2>(Object.entries(points).map(([id, [x, y]]) => [id, { x, y }]));
  const list: OutlineWall[] = walls.map(([id, a, b, t]) => ({ id, a, b, thickness: t ?? 100 }));
  return computeWallOutlines(map, list);
};
const total = (result: ReturnType<typeof outlines>) =>
  [...result.values()].reduce((s, o) => s + polygonArea(o.polygon), 0);
const rounded = (p: Vec2) => ({ x: Math.round(p.x * 1e6) / 1e6, y: Math.round(p.y * 1e6) / 1e6 });

describe('wall outlines', () => {
  it('squares off a free-standing wall, right side below on screen when drawn left to right', () => {
    const o = outlines({ a: [0, 0], b: [4000, 0] }, [['w', 'a', 'b']]).get('w')!;
    expect(o.polygon).toEqual([
      { x: 0, y: 50 },
      { x: 0, y: -50 },
      { x: 4000, y: -50 },
      { x: 4000, y: 50 },
    ]);
    expect(o.startFree && o.endFree).toBe(true);
  });

  it('mitres an L corner: both walls share the outer and inner mitre points, no gap, no overlap', () => {
    const result = outlines({ a: [0, 0], b: [4000, 0], c: [4000, 3000] }, [
      ['w1', 'a', 'b'],
      ['w2', 'b', 'c'],
    ]);
    const w1 = result.get('w1')!;
    const w2 = result.get('w2')!;
    expect(rounded(w1.left.b)).toEqual({ x: 4050, y: -50 });
    expect(rounded(w1.right.b)).toEqual({ x: 3950, y: 50 });
    expect(rounded(w2.left.a)).toEqual(rounded(w1.left.b));
    expect(rounded(w2.right.a)).toEqual(rounded(w1.right.b));
    expect(total(result)).toBeCloseTo(4050 * 100 + 3050 * 100 - 100 * 100, 6);
  });

  it('joins a T: the stem stops at the face of the through wall and the three tile the joint', () => {
    const result = outlines({ w: [-2000, 0], c: [0, 0], e: [2000, 0], s: [0, 2000] }, [
      ['west', 'w', 'c'],
      ['east', 'c', 'e'],
      ['stem', 'c', 's'],
    ]);
    const stem = result.get('stem')!;
    expect([rounded(stem.left.a), rounded(stem.right.a)]).toEqual([
      { x: 50, y: 50 },
      { x: -50, y: 50 },
    ]);
    expect(rounded(result.get('west')!.left.b)).toEqual({ x: 0, y: -50 });
    expect(total(result)).toBeCloseTo(4000 * 100 + 1950 * 100, 6);
  });

  it('tiles a joint of four crossing walls of different thickness', () => {
    const result = outlines({ c: [0, 0], n: [0, -1000], e: [1000, 0], s: [0, 1000], w: [-1000, 0] }, [
      ['n', 'c', 'n', 200],
      ['e', 'c', 'e', 100],
      ['s', 'c', 's', 200],
      ['w', 'c', 'w', 100],
    ]);
    // A 200-wide vertical bar of 2000 plus the two 100-wide arms outside it.
    expect(total(result)).toBeCloseTo(2000 * 200 + 2 * 900 * 100, 6);
  });

  it('keeps collinear walls of different thickness square at their shared corner', () => {
    const result = outlines({ a: [0, 0], b: [1000, 0], c: [2000, 0] }, [
      ['thin', 'a', 'b', 100],
      ['thick', 'b', 'c', 200],
    ]);
    expect(rounded(result.get('thin')!.left.b)).toEqual({ x: 1000, y: -50 });
    expect(rounded(result.get('thick')!.left.a)).toEqual({ x: 1000, y: -100 });
  });

  it('bevels instead of mitring walls meeting at less than 15°', () => {
    const angle = (10 * Math.PI) / 180;
    const result = outlines(
      { o: [0, 0], a: [1000, 0], b: [1000 * Math.cos(angle), 1000 * Math.sin(angle)] },
      [
        ['wa', 'o', 'a'],
        ['wb', 'o', 'b'],
      ],
    );
    for (const o of result.values()) {
      for (const p of [o.left.a, o.right.a]) expect(Math.hypot(p.x, p.y)).toBeCloseTo(50, 6);
    }
  });

  it('mitres walls meeting just above the bevel limit', () => {
    const angle = (20 * Math.PI) / 180;
    const result = outlines(
      { o: [0, 0], a: [1000, 0], b: [1000 * Math.cos(angle), 1000 * Math.sin(angle)] },
      [
        ['wa', 'o', 'a'],
        ['wb', 'o', 'b'],
      ],
    );
    const inner = result.get('wa')!.right.a;
    expect(Math.hypot(inner.x, inner.y)).toBeCloseTo(50 / Math.sin(angle / 2), 6);
  });
});
