import { add, angleOf, type Camera, distance, type Vec2 } from '@roomcraft/scene';
import { arcOf, num, pathOf } from '../../drawing/paths.ts';
import { CAMERA_ICON_RADIUS } from '../../model/plan-geometry.ts';

/**
 * The plan shows the horizontal field of view of a 16:9 picture (the renders' usual frame):
 * the document keeps the vertical angle, as three.js cameras do.
 */
const PLAN_VIEW_ASPECT = 16 / 9;
/** The wedge reaches at least this far, so a camera aimed close by still shows its view, mm. */
const MIN_WEDGE = 1000;

/** The horizontal field of view, radians, of a vertical one in degrees. */
export const horizontalFov = (fovDeg: number, aspect = PLAN_VIEW_ASPECT): number =>
  2 * Math.atan(Math.tan((fovDeg * Math.PI) / 360) * aspect);

/** The camera symbol, its field-of-view wedge and its aiming handle (at the target), in plan mm. */
export interface CameraShape {
  readonly wedge: string;
  readonly body: string;
  /** The direction the camera looks, radians in the plan (0 = +x, clockwise on screen). */
  readonly heading: number;
  readonly handle: Vec2;
}

const polar = (centre: Vec2, angle: number, length: number): Vec2 =>
  add(centre, { x: Math.cos(angle) * length, y: Math.sin(angle) * length });

/** Rotates a point given in the camera's own frame (x ahead, y to its right) into the plan. */
const local = (centre: Vec2, heading: number, p: Vec2): Vec2 => ({
  x: centre.x + p.x * Math.cos(heading) - p.y * Math.sin(heading),
  y: centre.y + p.x * Math.sin(heading) + p.y * Math.cos(heading),
});

export function cameraShape(camera: Pick<Camera, 'position' | 'target' | 'fovDeg'>): CameraShape {
  const eye = { x: camera.position.x, y: camera.position.y };
  const handle = { x: camera.target.x, y: camera.target.y };
  const heading = angleOf({ x: handle.x - eye.x, y: handle.y - eye.y });
  const half = horizontalFov(camera.fovDeg) / 2;
  const reach = Math.max(distance(eye, handle), MIN_WEDGE);
  const left = polar(eye, heading - half, reach);
  const right = polar(eye, heading + half, reach);
  const wedge = `M${num(eye.x)} ${num(eye.y)}L${num(left.x)} ${num(left.y)}${arcOf(eye, left, right).replace(/^M[^A]*/, '')}Z`;
  const r = CAMERA_ICON_RADIUS;
  // A box with a lens in front, pointing along the heading.
  const body = [
    [
      { x: -r, y: -r * 0.55 },
      { x: r * 0.35, y: -r * 0.55 },
      { x: r * 0.35, y: r * 0.55 },
      { x: -r, y: r * 0.55 },
    ],
    [
      { x: r * 0.35, y: -r * 0.15 },
      { x: r, y: -r * 0.5 },
      { x: r, y: r * 0.5 },
      { x: r * 0.35, y: r * 0.15 },
    ],
  ]
    .map((outline) => pathOf(outline.map((p) => local(eye, heading, p))))
    .join('');
  return { wedge, body, heading, handle };
}
