import type { Floor } from '../document/floor.ts';
import { lineIntersection, projectOntoSegment, type Segment } from './segment.ts';
import { add, angleOf, distance, dot, fromAngle, scale, sub, type Vec2 } from './vector.ts';
import { wallSegment } from './wall-graph.ts';

/** What a point snapped to, strongest first. */
export type SnapKind = 'corner' | 'wall' | 'angle' | 'grid' | 'none';

/** Options of {@link snapPoint}; distances in mm (convert screen pixels with the zoom first). */
export interface SnapOptions {
  /** Grid step; 0 or absent turns grid snapping off. */
  readonly gridStep?: number;
  /** How close a corner or wall must be to catch the point (default 0: off). */
  readonly radius?: number;
  /** The start of the line being drawn: enables snapping to multiples of `angleStep` from it. */
  readonly from?: Vec2;
  /** Angle step in radians (default 45°, giving 0/45/90°…). */
  readonly angleStep?: number;
  /** How far off an angle step the pointer may be and still snap, radians (default 5°). */
  readonly angleTolerance?: number;
  /** Corners to ignore (the one being dragged); walls at them are ignored too. */
  readonly ignoreCorners?: readonly string[];
}

/** The snapped point and what it snapped to, with a guide line the editor can draw. */
export interface SnapResult {
  readonly point: Vec2;
  readonly kind: SnapKind;
  readonly cornerId?: string;
  readonly wallId?: string;
  /** The angle (radians from +x towards +y) of the line from `from`, when it snapped to one. */
  readonly angle?: number;
  readonly guide?: Segment;
}

/**
 * Snaps a pointer position: to a corner within the radius, else to the nearest wall's
 * centreline within the radius (where the angle line from `from` crosses it when both apply),
 * else to the nearest angle step from `from`, else to the grid.
 */
export function snapPoint(floor: Floor, p: Vec2, options: SnapOptions = {}): SnapResult {
  const radius = options.radius ?? 0;
  const ignored = new Set(options.ignoreCorners ?? []);
  let corner: { id: string; position: Vec2; d: number } | undefined;
  for (const c of floor.corners) {
    if (ignored.has(c.archiId)) continue;
    const d = distance(c.position, p);
    if (d <= radius && (!corner || d < corner.d)) corner = { id: c.archiId, position: c.position, d };
  }
  if (corner) return { point: corner.position, kind: 'corner', cornerId: corner.id };

  const ray = options.from ? angleRay(p, options.from, options) : undefined;
  let wall: { id: string; segment: Segment; point: Vec2; d: number } | undefined;
  for (const w of floor.walls) {
    if (ignored.has(w.corners[0]) || ignored.has(w.corners[1])) continue;
    const segment = wallSegment(floor, w);
    if (!segment) continue;
    const proj = projectOntoSegment(p, segment);
    if (proj.distance <= radius && (!wall || proj.distance < wall.d)) {
      wall = { id: w.archiId, segment, point: proj.point, d: proj.distance };
    }
  }
  if (wall) {
    if (ray) {
      const hit = lineIntersection(ray.origin, ray.dir, wall.segment.a, sub(wall.segment.b, wall.segment.a));
      const onWall = hit && projectOntoSegment(hit, wall.segment).distance < 1e-6;
      if (hit && onWall && distance(hit, p) <= radius) {
        return {
          point: hit,
          kind: 'wall',
          wallId: wall.id,
          angle: ray.angle,
          guide: { a: ray.origin, b: hit },
        };
      }
    }
    return { point: wall.point, kind: 'wall', wallId: wall.id, guide: wall.segment };
  }

  if (ray) {
    const step = options.gridStep ?? 0;
    const along = Math.max(0, dot(sub(p, ray.origin), ray.dir));
    const length = step > 0 ? Math.round(along / step) * step : along;
    const point = add(ray.origin, scale(ray.dir, length));
    return { point, kind: 'angle', angle: ray.angle, guide: { a: ray.origin, b: point } };
  }
  const step = options.gridStep ?? 0;
  if (step > 0) {
    return { point: { x: Math.round(p.x / step) * step, y: Math.round(p.y / step) * step }, kind: 'grid' };
  }
  return { point: p, kind: 'none' };
}

function angleRay(p: Vec2, from: Vec2, options: SnapOptions) {
  if (distance(p, from) === 0) return undefined;
  const step = options.angleStep ?? Math.PI / 4;
  const tolerance = options.angleTolerance ?? (5 * Math.PI) / 180;
  const raw = angleOf(sub(p, from));
  const angle = Math.round(raw / step) * step;
  if (Math.abs(raw - angle) > tolerance) return undefined;
  const normalized = Math.atan2(Math.sin(angle), Math.cos(angle));
  // cos(π/2) is 6e-17, not 0: clean it so vertical and horizontal lines stay exact.
  const d = fromAngle(normalized);
  const clean = (v: number) => (Math.abs(v) < 1e-12 ? 0 : v);
  return { origin: from, dir: { x: clean(d.x), y: clean(d.y) }, angle: normalized };
}
