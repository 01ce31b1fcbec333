import { add, dot, scale, sub, type Vec2 } from '../../geometry/vector.ts';
import type { Item } from './schema.ts';

/** A product's real size in millimetres: width (its x), depth (front to back) and height. */
export interface ProductSize {
  readonly width: number;
  readonly depth: number;
  readonly height: number;
}

/** Looks up the size of a product (undefined while it is not known). */
export type SizeOf = (productId: string) => ProductSize | undefined;

/**
 * What an item occupies: an oriented rectangle in plan (centre, half width along its x, half depth
 * along its front) and the heights it spans.
 */
export interface Footprint {
  readonly center: Vec2;
  readonly halfWidth: number;
  readonly halfDepth: number;
  /** Plan angle of the item's x axis, radians from +x towards +y (the item's rotation.z). */
  readonly angle: number;
  readonly bottom: number;
  readonly top: number;
}

/** Unit plan direction of an item's width (its local x) at a plan angle. */
export const widthAxis = (angle: number): Vec2 => ({ x: Math.cos(angle), y: Math.sin(angle) });

/**
 * Unit plan direction an item faces at a plan angle: models face their +Z (glTF's front), which
 * is plan +y at angle 0.
 */
export const frontAxis = (angle: number): Vec2 => ({ x: -Math.sin(angle), y: Math.cos(angle) });

/** The plan angle that turns an item's front towards a direction. */
export const angleFacing = (direction: Vec2): number => Math.atan2(-direction.x, direction.y);

/** The footprint of a placed item of a known size (its scale applied). */
export function itemFootprint(
  item: Pick<Item, 'position' | 'rotation' | 'scale'>,
  size: ProductSize,
): Footprint {
  return {
    center: { x: item.position.x, y: item.position.y },
    halfWidth: (size.width * item.scale.x) / 2,
    halfDepth: (size.depth * item.scale.y) / 2,
    angle: item.rotation.z,
    bottom: item.position.z,
    top: item.position.z + size.height * item.scale.z,
  };
}

/** The four plan corners of a footprint. */
export function footprintCorners(f: Footprint): Vec2[] {
  const u = scale(widthAxis(f.angle), f.halfWidth);
  const v = scale(frontAxis(f.angle), f.halfDepth);
  return [
    add(add(f.center, u), v),
    add(sub(f.center, u), v),
    sub(sub(f.center, u), v),
    add(sub(f.center, v), u),
  ];
}

/** Whether a plan point lies inside a footprint. */
export function footprintContains(f: Footprint, p: Vec2): boolean {
  const d = sub(p, f.center);
  return (
    Math.abs(dot(d, widthAxis(f.angle))) <= f.halfWidth && Math.abs(dot(d, frontAxis(f.angle))) <= f.halfDepth
  );
}

/**
 * Whether two footprints overlap by more than a tolerance (mm): their plan rectangles intersect
 * (separating-axis test) and their height ranges overlap. Touching is not overlapping, so a lamp
 * standing on a table or a sofa against a cabinet does not warn.
 */
export function footprintsOverlap(a: Footprint, b: Footprint, tolerance = 1): boolean {
  if (Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) <= tolerance) return false;
  const axes = [widthAxis(a.angle), frontAxis(a.angle), widthAxis(b.angle), frontAxis(b.angle)];
  for (const axis of axes) {
    const [a0, a1] = projectFootprint(a, axis);
    const [b0, b1] = projectFootprint(b, axis);
    if (Math.min(a1, b1) - Math.max(a0, b0) <= tolerance) return false;
  }
  return true;
}

function projectFootprint(f: Footprint, axis: Vec2): [number, number] {
  const c = dot(f.center, axis);
  const r =
    Math.abs(dot(widthAxis(f.angle), axis)) * f.halfWidth +
    Math.abs(dot(frontAxis(f.angle), axis)) * f.halfDepth;
  return [c - r, c + r];
}
