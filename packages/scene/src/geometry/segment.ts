import { add, cross, distance, dot, lerp, scale, sub, type Vec2 } from './vector.ts';

/** A straight segment between two plan points. */
export interface Segment {
  readonly a: Vec2;
  readonly b: Vec2;
}

/** Where a point projects onto a segment: the parameter t in [0, 1], the point and the distance to it. */
export interface SegmentProjection {
  readonly t: number;
  readonly point: Vec2;
  readonly distance: number;
}

/** Projects a point onto a segment (clamped to its ends). */
export function projectOntoSegment(p: Vec2, s: Segment): SegmentProjection {
  const ab = sub(s.b, s.a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(p, s.a), ab) / len2));
  const point = lerp(s.a, s.b, t);
  return { t, point, distance: distance(p, point) };
}

/** Shortest distance from a point to a segment. */
export const distancePointToSegment = (p: Vec2, s: Segment): number => projectOntoSegment(p, s).distance;

/** Where two infinite lines (point + direction) meet, or undefined when they are parallel. */
export function lineIntersection(p: Vec2, d: Vec2, q: Vec2, e: Vec2): Vec2 | undefined {
  const denom = cross(d, e);
  if (Math.abs(denom) < 1e-12 * (Math.hypot(d.x, d.y) * Math.hypot(e.x, e.y) || 1)) return undefined;
  const t = cross(sub(q, p), e) / denom;
  return add(p, scale(d, t));
}

/** A proper crossing of two segments: the point and its parameter along each. */
export interface SegmentCrossing {
  readonly point: Vec2;
  readonly t: number;
  readonly u: number;
}

/** Where two segments cross, including at their ends; undefined when they miss or are parallel. */
export function segmentIntersection(s: Segment, r: Segment): SegmentCrossing | undefined {
  const d = sub(s.b, s.a);
  const e = sub(r.b, r.a);
  const denom = cross(d, e);
  if (Math.abs(denom) < 1e-9) return undefined;
  const w = sub(r.a, s.a);
  const t = cross(w, e) / denom;
  const u = cross(w, d) / denom;
  const eps = 1e-9;
  if (t < -eps || t > 1 + eps || u < -eps || u > 1 + eps) return undefined;
  return { point: lerp(s.a, s.b, t), t, u };
}
