import { describe, expect, it } from 'vitest';
import { cameraShape, horizontalFov } from './camera-shapes.ts';

const camera = (tx: number, ty: number, fovDeg = 60) => ({
  position: { x: 0, y: 0, z: 1600 },
  target: { x: tx, y: ty, z: 1600 },
  fovDeg,
});

describe('camera shapes', () => {
  it('widens the vertical field of view to a 16:9 picture’s horizontal one', () => {
    expect((horizontalFov(60) * 180) / Math.PI).toBeCloseTo(91.49, 2);
    expect(horizontalFov(90, 1)).toBeCloseTo(Math.PI / 2, 12);
  });

  it('points the symbol and the wedge where the camera looks, with the aiming handle on its target', () => {
    const right = cameraShape(camera(3000, 0));
    expect(right.heading).toBeCloseTo(0, 12);
    expect(right.handle).toEqual({ x: 3000, y: 0 });
    expect(right.wedge.startsWith('M0 0L')).toBe(true);
    // The wedge's edges lie at ± half the horizontal angle, at the target's distance.
    const half = horizontalFov(60) / 2;
    const edge = `L${Math.round(Math.cos(-half) * 30_000) / 10} ${Math.round(Math.sin(-half) * 30_000) / 10}`;
    expect(right.wedge).toContain(edge);
    expect(cameraShape(camera(0, 2000)).heading).toBeCloseTo(Math.PI / 2, 12);
  });

  it('reaches at least a metre, however close the camera aims', () => {
    const near = cameraShape(camera(100, 0, 30));
    expect(near.wedge).toMatch(/A1000 1000 /);
  });
});
