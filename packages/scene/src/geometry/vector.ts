/** A point or direction in plan coordinates (millimetres, x right, y down). */
export interface Vec2 {
  readonly x: number;
  readonly y: number;
}

/** A point in plan coordinates plus a height z (millimetres above the floor). */
export interface Vec3 extends Vec2 {
  readonly z: number;
}

/** Makes a plan vector. */
export const vec2 = (x: number, y: number): Vec2 => ({ x, y });

/** a + b. */
export const add = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y });

/** a − b. */
export const sub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y });

/** v × k. */
export const scale = (v: Vec2, k: number): Vec2 => ({ x: v.x * k, y: v.y * k });

/** Dot product. */
export const dot = (a: Vec2, b: Vec2): number => a.x * b.x + a.y * b.y;

/** The z of the 3D cross product (a.x·b.y − a.y·b.x). */
export const cross = (a: Vec2, b: Vec2): number => a.x * b.y - a.y * b.x;

/** Euclidean length. */
export const length = (v: Vec2): number => Math.hypot(v.x, v.y);

/** Distance between two points. */
export const distance = (a: Vec2, b: Vec2): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The unit vector of v, or (0, 0) for a zero vector. */
export function normalize(v: Vec2): Vec2 {
  const len = length(v);
  return len === 0 ? { x: 0, y: 0 } : { x: v.x / len, y: v.y / len };
}

/** Linear interpolation from a (t = 0) to b (t = 1). */
export const lerp = (a: Vec2, b: Vec2, t: number): Vec2 => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/**
 * The left-hand normal of a direction, as seen walking along it in plan (y down):
 * for (1, 0) it is (0, −1), i.e. up on the screen.
 */
export const leftNormal = (d: Vec2): Vec2 => ({ x: d.y, y: -d.x });

/** The right-hand normal of a direction (the opposite of {@link leftNormal}). */
export const rightNormal = (d: Vec2): Vec2 => ({ x: -d.y, y: d.x });

/** Angle of a direction in radians, from +x towards +y (clockwise on screen). */
export const angleOf = (v: Vec2): number => Math.atan2(v.y, v.x);

/** The unit direction at an angle from +x towards +y. */
export const fromAngle = (angle: number): Vec2 => ({ x: Math.cos(angle), y: Math.sin(angle) });

/** Whether two points are within a tolerance of each other. */
export const near = (a: Vec2, b: Vec2, tolerance: number): boolean => distance(a, b) <= tolerance;
