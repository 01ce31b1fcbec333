import { MapControls, OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useMemo } from 'react';
import { type Box3, PerspectiveCamera as PerspectiveCameraImpl, Vector3 } from 'three';
import type { View3DController } from '../controller/view3d-controller.ts';

function useFraming(controller: View3DController) {
  return useMemo(() => {
    const bounds = controller.bounds();
    const centre = bounds.getCenter(new Vector3());
    const size = bounds.getSize(new Vector3());
    return { centre, size, radius: Math.max(size.length() / 2, 2) };
  }, [controller]);
}

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
  const camera = new PerspectiveCameraImpl(fov, aspect, 0.01, 1000);
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

/** Where the bird view looks from: above the flat, to the south-west. */
const BIRD_DIRECTION = new Vector3(-0.3, 1.05, 1).normalize();

/** The bird view: a perspective camera orbiting the flat from above and to the south, framing all of it. */
export function OrbitRig({ controller }: { controller: View3DController }) {
  const { centre, radius } = useFraming(controller);
  const viewport = useThree((s) => s.size);
  const fov = 45;
  const aspect = viewport.width / Math.max(viewport.height, 1);
  const distance = useMemo(
    () => fitDistance(controller.bounds(), BIRD_DIRECTION, fov, aspect),
    [controller, aspect],
  );
  const position = centre.clone().addScaledVector(BIRD_DIRECTION, distance).toArray();
  return (
    <>
      <PerspectiveCamera makeDefault fov={fov} near={0.05} far={radius * 20} position={position} />
      <OrbitControls
        makeDefault
        target={centre}
        maxPolarAngle={Math.PI * 0.48}
        minDistance={0.5}
        maxDistance={radius * 6}
      />
    </>
  );
}

/** The top view: an orthographic camera looking straight down, north (plan −y) up, pan and zoom only. */
export function TopRig({ controller }: { controller: View3DController }) {
  const { centre, size } = useFraming(controller);
  const viewport = useThree((s) => s.size);
  const zoom = Math.min(viewport.width / Math.max(size.x, 1), viewport.height / Math.max(size.z, 1)) * 0.85;
  const height = centre.y + 50;
  return (
    <>
      <OrthographicCamera
        makeDefault
        zoom={zoom}
        near={0.1}
        far={200}
        position={[centre.x, height, centre.z + 1e-4]}
      />
      <MapControls makeDefault enableRotate={false} screenSpacePanning target={[centre.x, 0, centre.z]} />
    </>
  );
}
