import { distance, type Floor, lerp, type SnapResult, snapPoint, sub, type Vec2 } from '@roomcraft/scene';

/** Options of {@link snapOnPlan}. */
export interface PlanSnapOptions {
  readonly enabled: boolean;
  readonly gridStep: number;
  /** Catch radius for corners and walls, mm. */
  readonly radius: number;
  readonly from?: Vec2;
  readonly ignoreCorners?: readonly string[];
}

/**
 * Snaps a point as `snapPoint` does, and when it lands on a wall (not along an angle line)
 * slides it to where the nearest grid line crosses that wall, so a partition started on a wall
 * starts at a round distance rather than wherever the pointer happened to be.
 */
export function snapOnPlan(floor: Floor, p: Vec2, options: PlanSnapOptions): SnapResult {
  const snapped = snapNear(floor, p, options);
  const { x, y } = snapped.point;
  // Rounding −0.2 to the grid gives −0; the document should read 0.
  return Object.is(x, -0) || Object.is(y, -0) ? { ...snapped, point: { x: x + 0, y: y + 0 } } : snapped;
}

function snapNear(floor: Floor, p: Vec2, options: PlanSnapOptions): SnapResult {
  if (!options.enabled) return { point: p, kind: 'none' };
  const result = snapPoint(floor, p, {
    gridStep: options.gridStep,
    radius: options.radius,
    from: options.from,
    ignoreCorners: options.ignoreCorners,
    angleTolerance: (6 * Math.PI) / 180,
  });
  const step = options.gridStep;
  if (result.kind !== 'wall' || result.angle !== undefined || !result.guide || step <= 0) return result;
  const { a, b } = result.guide;
  const d = sub(b, a);
  const alongX = Math.abs(d.x) >= Math.abs(d.y);
  const t = alongX
    ? (Math.round(result.point.x / step) * step - a.x) / d.x
    : (Math.round(result.point.y / step) * step - a.y) / d.y;
  if (!(t >= 0 && t <= 1)) return result;
  const point = lerp(a, b, t);
  // Keep the exact grid coordinate (lerp can leave 1e-12 behind).
  const clean = alongX
    ? { x: Math.round(point.x / step) * step, y: d.y === 0 ? a.y : point.y }
    : { x: d.x === 0 ? a.x : point.x, y: Math.round(point.y / step) * step };
  return distance(clean, p) <= options.radius ? { ...result, point: clean } : result;
}
