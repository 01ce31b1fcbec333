import { describe, expect, it } from 'vitest';
import { rectangleFloor } from '../document/test-designs.ts';
import { snapPoint } from './snapping.ts';

const floor = rectangleFloor(4000, 3000);

describe('snapPoint', () => {
  it('rounds to the grid when nothing else is near', () => {
    expect(snapPoint(floor, { x: 1234, y: 5678 }, { gridStep: 100, radius: 50 })).toEqual({
      point: { x: 1200, y: 5700 },
      kind: 'grid',
    });
    expect(snapPoint(floor, { x: 1234, y: 5678 })).toEqual({ point: { x: 1234, y: 5678 }, kind: 'none' });
  });

  it('catches the nearest corner within the radius, ignoring the corner being dragged', () => {
    expect(snapPoint(floor, { x: 3980, y: 25 }, { radius: 50, gridStep: 100 })).toMatchObject({
      point: { x: 4000, y: 0 },
      kind: 'corner',
      cornerId: 'c2',
    });
    const dragging = snapPoint(floor, { x: 3980, y: 25 }, { radius: 50, ignoreCorners: ['c2'] });
    expect(dragging.kind).toBe('none');
  });

  it('projects onto a wall centreline within the radius and returns the wall as a guide', () => {
    const result = snapPoint(floor, { x: 1500, y: 30 }, { radius: 50, gridStep: 100 });
    expect(result).toMatchObject({ point: { x: 1500, y: 0 }, kind: 'wall', wallId: 'w1' });
    expect(result.guide).toEqual({ a: { x: 0, y: 0 }, b: { x: 4000, y: 0 } });
  });

  it('snaps to 0/45/90° from the start point, with a grid-rounded length', () => {
    const from = { x: 10000, y: 10000 };
    const diagonal = snapPoint(floor, { x: 11010, y: 11080 }, { from, gridStep: 100 });
    expect(diagonal.kind).toBe('angle');
    expect(diagonal.angle).toBeCloseTo(Math.PI / 4, 12);
    const len =
      Math.round((Math.hypot(1010, 1080) * Math.cos(Math.PI / 4 - Math.atan2(1080, 1010))) / 100) * 100;
    expect(diagonal.point.x).toBeCloseTo(10000 + len * Math.SQRT1_2, 9);
    expect(diagonal.point.y).toBeCloseTo(10000 + len * Math.SQRT1_2, 9);
    expect(snapPoint(floor, { x: 10040, y: 12460 }, { from, gridStep: 100 }).point).toEqual({
      x: 10000,
      y: 12500,
    });
    expect(snapPoint(floor, { x: 11000, y: 10400 }, { from, gridStep: 100 }).kind).toBe('grid');
  });

  it('puts the point where the angle line crosses a nearby wall', () => {
    const result = snapPoint(floor, { x: 2030, y: 2990 }, { from: { x: 2000, y: 1000 }, radius: 50 });
    expect(result).toMatchObject({
      point: { x: 2000, y: 3000 },
      kind: 'wall',
      wallId: 'w3',
      angle: Math.PI / 2,
    });
  });
});
