import { describe, expect, it } from 'vitest';
import { rectangleFloor } from '../test/fixtures.ts';
import { snapOnPlan } from './snapping.ts';

const floor = rectangleFloor(4000, 3000);
const options = { enabled: true, gridStep: 100, radius: 120 };

describe('snapping on the plan', () => {
  it('catches corners first, then walls (slid to the grid line under the pointer), then the grid', () => {
    expect(snapOnPlan(floor, { x: 60, y: -50 }, options)).toMatchObject({
      kind: 'corner',
      point: { x: 0, y: 0 },
    });
    expect(snapOnPlan(floor, { x: 1234, y: 70 }, options)).toMatchObject({
      kind: 'wall',
      point: { x: 1200, y: 0 },
    });
    expect(snapOnPlan(floor, { x: 3970, y: 1666 }, options)).toMatchObject({
      kind: 'wall',
      point: { x: 4000, y: 1700 },
    });
    expect(snapOnPlan(floor, { x: 2049, y: 1451 }, options)).toEqual({
      kind: 'grid',
      point: { x: 2000, y: 1500 },
    });
  });

  it('snaps to 0/45/90° from a point with lengths in grid steps, and not at all when off', () => {
    const from = { x: 1000, y: 1000 };
    expect(snapOnPlan(floor, { x: 2460, y: 1030 }, { ...options, from })).toMatchObject({
      kind: 'angle',
      point: { x: 2500, y: 1000 },
    });
    expect(snapOnPlan(floor, { x: 2049, y: 1451 }, { ...options, enabled: false })).toEqual({
      kind: 'none',
      point: { x: 2049, y: 1451 },
    });
  });

  it('never writes −0', () => {
    const p = snapOnPlan(floor, { x: -1234.4, y: -20 }, options).point;
    expect(Object.is(p.y, -0)).toBe(false);
  });
});
