import { signedArea } from './polygon.ts';
import { cross, sub, type Vec2 } from './vector.ts';

const EPSILON = 1e-9;

/**
 * Triangulates a simple polygon (convex or not, no holes) by ear clipping. Returns index
 * triples into the polygon, each turning the same way as the polygon; collinear points are
 * skipped, so no triangle has zero area.
 */
export function triangulatePolygon(polygon: readonly Vec2[]): [number, number, number][] {
  const positive = signedArea(polygon) > 0;
  const ring = polygon.map((_, i) => i);
  if (!positive) ring.reverse();
  const at = (i: number) => polygon[ring[(i + ring.length) % ring.length]!]!;
  const triangles: [number, number, number][] = [];
  while (ring.length >= 3) {
    let clipped = false;
    for (let i = 0; i < ring.length && !clipped; i++) {
      const a = at(i - 1);
      const b = at(i);
      const c = at(i + 1);
      const turn = cross(sub(b, a), sub(c, b));
      if (Math.abs(turn) <= EPSILON * (1 + Math.abs(b.x) + Math.abs(b.y))) {
        ring.splice(i, 1);
        clipped = true;
      } else if (turn > 0 && !ring.some((k) => insideTriangle(polygon[k]!, a, b, c))) {
        const tri: [number, number, number] = [
          ring[(i - 1 + ring.length) % ring.length]!,
          ring[i]!,
          ring[(i + 1) % ring.length]!,
        ];
        triangles.push(positive ? tri : [tri[0], tri[2], tri[1]]);
        ring.splice(i, 1);
        clipped = true;
      }
    }
    if (!clipped) break;
  }
  return triangles;
}

/** Whether p lies strictly inside the positively turning triangle abc. */
function insideTriangle(p: Vec2, a: Vec2, b: Vec2, c: Vec2): boolean {
  return (
    cross(sub(b, a), sub(p, a)) > EPSILON &&
    cross(sub(c, b), sub(p, b)) > EPSILON &&
    cross(sub(a, c), sub(p, c)) > EPSILON
  );
}
