import type { Vec2 } from './vector.ts';

/** A closed polygon: the last point joins the first (no repeated closing point). */
export type Polygon = readonly Vec2[];

/** Shoelace signed area in mm²; positive when the points turn from +x towards +y (clockwise on screen). */
export function signedArea(polygon: Polygon): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Unsigned area in mm². */
export const polygonArea = (polygon: Polygon): number => Math.abs(signedArea(polygon));

/** Even–odd test of whether a point lies inside a polygon (points on the boundary may go either way). */
export function pointInPolygon(p: Vec2, polygon: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** An axis-aligned box. */
export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The bounding box of a set of points (all zeros for none). */
export function boundsOf(points: readonly Vec2[]): Bounds {
  if (points.length === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** Whether two boxes overlap (touching counts). */
export const boundsOverlap = (a: Bounds, b: Bounds): boolean =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** Area centroid of a simple polygon (the vertex mean for a degenerate one). */
export function polygonCentroid(polygon: Polygon): Vec2 {
  const area = signedArea(polygon);
  if (Math.abs(area) < 1e-9) {
    const n = polygon.length || 1;
    return {
      x: polygon.reduce((s, p) => s + p.x, 0) / n,
      y: polygon.reduce((s, p) => s + p.y, 0) / n,
    };
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const f = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  return { x: cx / (6 * area), y: cy / (6 * area) };
}

/**
 * A point strictly inside a simple polygon (a label anchor): the centroid when it is inside,
 * otherwise the middle of the widest horizontal run through the polygon's middle rows.
 */
export function interiorPoint(polygon: Polygon): Vec2 {
  const c = polygonCentroid(polygon);
  if (pointInPolygon(c, polygon)) return c;
  const { minY, maxY } = boundsOf(polygon);
  let best: { x: number; y: number; width: number } | undefined;
  for (let k = 1; k < 16; k++) {
    const y = minY + ((maxY - minY) * k) / 16;
    const xs: number[] = [];
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const a = polygon[i]!;
      const b = polygon[j]!;
      if (a.y > y !== b.y > y) xs.push(((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x);
    }
    xs.sort((p, q) => p - q);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const width = xs[i + 1]! - xs[i]!;
      if (!best || width > best.width) best = { x: (xs[i]! + xs[i + 1]!) / 2, y, width };
    }
  }
  return best ? { x: best.x, y: best.y } : c;
}
