import { type Box3, PerspectiveCamera, Vector3 } from 'three';

/** The bird view looks from above and to the south-west (plan north is up), 45° wide. */
export const BIRD_VIEW_DIRECTION = new Vector3(-0.3, 1.05, 1).normalize();
export const BIRD_VIEW_FOV = 45;
/**
 * How far the bird view may tilt: down to level, never from below the floor. Level, not short of it,
 * so looking through a plan camera aimed straight ahead is not tilted down by the controls.
 */
export const ORBIT_MAX_POLAR_ANGLE = Math.PI / 2;

/**
 * The distance along a direction from a box's centre at which all eight corners of the box fall
 * within `margin` of the edges of a perspective view (found by halving the interval).
 */
export function fitDistance(
  box: Box3,
  direction: Vector3,
  fov: number,
  aspect: number,
  margin = 0.9,
): number {
  const centre = box.getCenter(new Vector3());
  const camera = new PerspectiveCamera(fov, aspect, 0.01, 1000);
  const corners = [0, 1, 2, 3, 4, 5, 6, 7].map(
    (i) =>
      new Vector3(
        i & 1 ? box.max.x : box.min.x,
        i & 2 ? box.max.y : box.min.y,
        i & 4 ? box.max.z : box.min.z,
      ),
  );
  const fits = (distance: number) => {
    camera.position.copy(centre).addScaledVector(direction, distance);
    camera.lookAt(centre);
    camera.updateMatrixWorld();
    return corners.every((c) => {
      const p = c.clone().project(camera);
      return Math.abs(p.x) <= margin && Math.abs(p.y) <= margin && p.z < 1;
    });
  };
  let [near, far] = [0.5, 500];
  for (let i = 0; i < 40; i++) {
    const mid = (near + far) / 2;
    if (fits(mid)) far = mid;
    else near = mid;
  }
  return far;
}
