import type { Bounds } from '@roomcraft/scene';
import { num } from '../drawing/paths.ts';

/** Grid steps (mm) and the major step each one uses, finest first. */
const STEPS: readonly [number, number][] = [
  [100, 1000],
  [250, 1000],
  [500, 5000],
  [1000, 5000],
  [2500, 10_000],
  [5000, 50_000],
  [10_000, 100_000],
];

/** The finest grid whose lines are at least `minPixels` apart at this zoom. */
export function gridSteps(scale: number, minPixels = 10): { minor: number; major: number } {
  const found = STEPS.find(([minor]) => minor * scale >= minPixels) ?? STEPS[STEPS.length - 1]!;
  return { minor: found[0], major: found[1] };
}

/** Grid lines covering a box, as SVG paths of minor and major lines. */
export function gridPaths(bounds: Bounds, scale: number): { minor: string; major: string } {
  const { minor, major } = gridSteps(scale);
  const lines = (step: number, skip: number) => {
    let d = '';
    const x0 = Math.floor(bounds.minX / step) * step;
    const y0 = Math.floor(bounds.minY / step) * step;
    for (let x = x0; x <= bounds.maxX; x += step) {
      if (skip && x % skip === 0) continue;
      d += `M${num(x)} ${num(bounds.minY)}V${num(bounds.maxY)}`;
    }
    for (let y = y0; y <= bounds.maxY; y += step) {
      if (skip && y % skip === 0) continue;
      d += `M${num(bounds.minX)} ${num(y)}H${num(bounds.maxX)}`;
    }
    return d;
  };
  return { minor: lines(minor, major), major: lines(major, 0) };
}
