import { squareMetresToPyeong, squareMillimetresToSquareMetres } from './area.ts';
import { type Polygon, signedArea } from './polygon.ts';
import { lineIntersection } from './segment.ts';
import { add, cross, dot, normalize, rightNormal, scale, sub, type Vec2 } from './vector.ts';

/** A loop of wall centreline points with the thickness of the wall along each step. */
export interface MeasuredLoop {
  readonly points: readonly Vec2[];
  /** thicknesses[i] is the wall from points[i] to points[i + 1] (wrapping), mm. */
  readonly thicknesses: readonly number[];
}

/** The clear floor of a room: its outline on the inner faces of its walls and its area. */
export interface RoomMeasure {
  readonly innerPolygon: Polygon;
  readonly innerHoles: readonly Polygon[];
  /** Clear floor area in m², to 1 cm². */
  readonly area: number;
  /** The same area in pyeong (1 pyeong = 400/121 m²). */
  readonly pyeong: number;
  /** Area between wall centrelines (holes excluded) in m², to 1 cm². */
  readonly centrelineArea: number;
}

/**
 * Moves each step of a loop sideways by its own distance towards its right (as seen on screen),
 * joining neighbouring steps where their offset lines meet. Collinear steps with different
 * distances get a small perpendicular step between them.
 */
export function offsetLoop(points: readonly Vec2[], distances: readonly number[]): Vec2[] {
  const n = points.length;
  const result: Vec2[] = [];
  for (let i = 0; i < n; i++) {
    const prev = (i - 1 + n) % n;
    const p = points[i]!;
    const dPrev = normalize(sub(p, points[prev]!));
    const dNext = normalize(sub(points[(i + 1) % n]!, p));
    const oPrev = distances[prev] ?? 0;
    const oNext = distances[i] ?? 0;
    const onPrev = add(p, scale(rightNormal(dPrev), oPrev));
    const onNext = add(p, scale(rightNormal(dNext), oNext));
    const parallel = Math.abs(cross(dPrev, dNext)) < 1e-9;
    if (parallel && dot(dPrev, dNext) > 0) {
      result.push(onPrev);
      if (Math.abs(oPrev - oNext) > 1e-9) result.push(onNext);
      continue;
    }
    result.push(lineIntersection(onPrev, dPrev, onNext, dNext) ?? onNext);
  }
  return result;
}

/**
 * Measures a room on the inner faces of its walls: every boundary step moves inwards by half
 * its wall's thickness and every hole grows outwards by half of its walls' thickness.
 */
export function measureRoom(boundary: MeasuredLoop, holes: readonly MeasuredLoop[] = []): RoomMeasure {
  const half = (loop: MeasuredLoop) => loop.thicknesses.map((t) => t / 2);
  const innerPolygon = offsetLoop(boundary.points, half(boundary));
  const innerHoles = holes.map((h) => offsetLoop(h.points, half(h)));
  const holeArea = (polygons: readonly Polygon[]) =>
    polygons.reduce((s, p) => s + Math.abs(signedArea(p)), 0);
  const clear = Math.max(0, Math.abs(signedArea(innerPolygon)) - holeArea(innerHoles));
  const centreline = Math.max(
    0,
    Math.abs(signedArea(boundary.points)) - holeArea(holes.map((h) => h.points)),
  );
  const area = squareMillimetresToSquareMetres(clear);
  return {
    innerPolygon,
    innerHoles,
    area,
    pyeong: squareMetresToPyeong(area),
    centrelineArea: squareMillimetresToSquareMetres(centreline),
  };
}
