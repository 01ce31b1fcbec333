import { describe, expect, it } from 'vitest';
import { EYE_HEIGHT, look, type Walker, walk } from './walk.ts';

const start = (): Walker => ({ x: 0, z: 0, eyeY: EYE_HEIGHT, yaw: 0, pitch: 0 });

describe('walking through a baked room', () => {
  it('walks where the walker looks, level, at walking pace', () => {
    const walker = start();
    expect(walk(walker, new Set(['KeyW']), 1)).toBe(true);
    expect(walker.z).toBeCloseTo(-1.4);
    expect(walker.x).toBeCloseTo(0);
    look(walker, 0, -200);
    walk(walker, new Set(['KeyW']), 1);
    // Looking up does not lift them off the floor.
    expect(walker.eyeY).toBe(EYE_HEIGHT);
    expect(walker.z).toBeCloseTo(-2.8);
  });

  it('strafes to the right of the view and turns with the mouse', () => {
    const walker = start();
    walk(walker, new Set(['KeyD']), 1);
    expect(walker.x).toBeCloseTo(1.4);
    // Dragging left turns left: the view now looks along −X, so W walks towards −X.
    look(walker, -Math.PI / 2 / 0.004, 0);
    walk(walker, new Set(['KeyW']), 1);
    expect(walker.x).toBeCloseTo(0);
    expect(walker.z).toBeCloseTo(0);
  });

  it('keeps the same pace diagonally, runs with Shift, and stays inside the bounds', () => {
    const walker = start();
    walk(walker, new Set(['KeyW', 'KeyD']), 1);
    expect(Math.hypot(walker.x, walker.z)).toBeCloseTo(1.4);
    const runner = start();
    walk(runner, new Set(['KeyS', 'ShiftLeft']), 10, { minX: -2, maxX: 2, minZ: -2, maxZ: 2 });
    expect(runner.z).toBe(2);
    expect(walk(runner, new Set(['KeyQ']), 1)).toBe(false);
  });

  it('cannot look past straight up or down', () => {
    const walker = start();
    look(walker, 0, -100_000);
    expect(walker.pitch).toBeLessThan(Math.PI / 2);
    look(walker, 0, 100_000);
    expect(walker.pitch).toBeGreaterThan(-Math.PI / 2);
  });
});
