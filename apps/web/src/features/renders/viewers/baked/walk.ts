/** Where the walker stands and looks: metres in the scene's frame (Y up), angles in radians. */
export interface Walker {
  x: number;
  z: number;
  /** The eyes' height in the scene: the floor under the start plus EYE_HEIGHT. */
  eyeY: number;
  /** Turn about Y; 0 looks along −Z as three.js cameras do. */
  yaw: number;
  pitch: number;
}

/** Eyes 1.6 m above the floor, walking at 1.4 m/s (three times as fast with Shift). */
export const EYE_HEIGHT = 1.6;
const WALK_SPEED = 1.4;
const RUN_FACTOR = 3;
const LOOK_PER_PIXEL = 0.004;
const MAX_PITCH = 1.45;

const FORWARD = ['KeyW', 'ArrowUp'];
const BACK = ['KeyS', 'ArrowDown'];
const LEFT = ['KeyA', 'ArrowLeft'];
const RIGHT = ['KeyD', 'ArrowRight'];
export const WALK_KEYS = new Set([...FORWARD, ...BACK, ...LEFT, ...RIGHT]);

const held = (keys: ReadonlySet<string>, codes: string[]) => (codes.some((c) => keys.has(c)) ? 1 : 0);

/**
 * Moves the walker for `seconds` with the keys held, level whatever the pitch (they walk, not
 * fly), kept inside `bounds`. Returns whether they moved.
 */
export function walk(
  walker: Walker,
  keys: ReadonlySet<string>,
  seconds: number,
  bounds?: { minX: number; maxX: number; minZ: number; maxZ: number },
): boolean {
  const ahead = held(keys, FORWARD) - held(keys, BACK);
  const aside = held(keys, RIGHT) - held(keys, LEFT);
  if (ahead === 0 && aside === 0) return false;
  const distance =
    (WALK_SPEED * (keys.has('ShiftLeft') || keys.has('ShiftRight') ? RUN_FACTOR : 1) * seconds) /
    Math.hypot(ahead, aside);
  const [sin, cos] = [Math.sin(walker.yaw), Math.cos(walker.yaw)];
  walker.x += (-sin * ahead + cos * aside) * distance;
  walker.z += (-cos * ahead - sin * aside) * distance;
  if (bounds) {
    walker.x = Math.min(bounds.maxX, Math.max(bounds.minX, walker.x));
    walker.z = Math.min(bounds.maxZ, Math.max(bounds.minZ, walker.z));
  }
  return true;
}

/** Turns the walker's head by a mouse drag (or a pointer-locked mouse move) of dx, dy pixels. */
export function look(walker: Walker, dx: number, dy: number): void {
  walker.yaw -= dx * LOOK_PER_PIXEL;
  walker.pitch = Math.min(MAX_PITCH, Math.max(-MAX_PITCH, walker.pitch - dy * LOOK_PER_PIXEL));
}
