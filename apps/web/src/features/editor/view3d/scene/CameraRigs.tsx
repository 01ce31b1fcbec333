import { MapControls, OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { Vector3 } from 'three';
import type { View3DController } from '../controller/view3d-controller.ts';
import { BIRD_VIEW_DIRECTION, BIRD_VIEW_FOV, fitDistance, ORBIT_MAX_POLAR_ANGLE } from './framing.ts';

function useFraming(controller: View3DController) {
  return useMemo(() => {
    const bounds = controller.bounds();
    const centre = bounds.getCenter(new Vector3());
    const size = bounds.getSize(new Vector3());
    return { centre, size, radius: Math.max(size.length() / 2, 2) };
  }, [controller]);
}

/** The bird view: a perspective camera orbiting the flat from above and to the south, framing all of it. */
export function OrbitRig({ controller }: { controller: View3DController }) {
  const { centre, radius } = useFraming(controller);
  const viewport = useThree((s) => s.size);
  const aspect = viewport.width / Math.max(viewport.height, 1);
  const distance = useMemo(
    () => fitDistance(controller.bounds(), BIRD_VIEW_DIRECTION, BIRD_VIEW_FOV, aspect),
    [controller, aspect],
  );
  const position = useMemo(
    () => centre.clone().addScaledVector(BIRD_VIEW_DIRECTION, distance).toArray(),
    [centre, distance],
  );
  // The walls cut away follow the camera from where it starts; orbiting moves it (onChange below).
  useEffect(() => controller.followCamera(new Vector3(...position)), [controller, position]);
  return (
    <>
      <PerspectiveCamera makeDefault fov={BIRD_VIEW_FOV} near={0.05} far={radius * 20} position={position} />
      <OrbitControls
        enableDamping={false}
        makeDefault
        onChange={(event) => event && controller.followCamera(event.target.object.position)}
        target={centre}
        maxPolarAngle={ORBIT_MAX_POLAR_ANGLE}
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
