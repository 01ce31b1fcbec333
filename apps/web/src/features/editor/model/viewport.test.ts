import { describe, expect, it } from 'vitest';
import { MAX_SCALE, Viewport } from './viewport.ts';

describe('the viewport', () => {
  it('maps plan millimetres to screen pixels and back', () => {
    const v = new Viewport();
    v.scale = 0.05;
    v.x = 100;
    v.y = 40;
    expect(v.toScreen({ x: 2000, y: 1000 })).toEqual({ x: 200, y: 90 });
    expect(v.toPlan({ x: 200, y: 90 })).toEqual({ x: 2000, y: 1000 });
  });

  it('zooms around a screen point, within limits', () => {
    const v = new Viewport();
    const before = v.toPlan({ x: 320, y: 200 });
    v.zoomAt({ x: 320, y: 200 }, 1e6);
    expect(v.scale).toBe(MAX_SCALE);
    const after = v.toPlan({ x: 320, y: 200 });
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('fits a box in the middle and keeps the middle when the area is resized', () => {
    const v = new Viewport();
    v.setSize(1000, 600);
    v.fit({ minX: 0, minY: 0, maxX: 10_000, maxY: 5000 }, 50);
    expect(v.toScreen({ x: 5000, y: 2500 })).toEqual({ x: 500, y: 300 });
    expect(v.scale).toBeCloseTo(0.09, 9);
    v.setSize(500, 600);
    expect(v.toScreen({ x: 5000, y: 2500 })).toEqual({ x: 250, y: 300 });
  });
});
