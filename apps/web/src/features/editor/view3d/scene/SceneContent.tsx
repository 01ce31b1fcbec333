import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController } from '../controller/view3d-controller.ts';
import { OrbitRig, TopRig } from './CameraRigs.tsx';
import { ItemGizmo } from './ItemGizmo.tsx';
import { WalkRig } from './WalkRig.tsx';

const SKY = '#e6ebf1';

/**
 * What the canvas holds: the controller's scene (mounted once, updated by the controller outside
 * React's render), the selection outline, the camera rig of the view mode and the item gizmo.
 */
export function SceneContent({ controller }: { controller: View3DController }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const get = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const mode = useViewState(controller, (s) => s.mode);

  useEffect(() => {
    controller.attach({
      gl,
      scene,
      camera: () => get().camera,
      controls: () => get().controls as never,
      invalidate,
    });
    return () => controller.attach(undefined);
  }, [controller, gl, scene, get, invalidate]);
  useEffect(() => controller.start(), [controller]);

  return (
    <>
      <color attach="background" args={[SKY]} />
      <primitive object={controller.group} />
      <primitive object={controller.overlay} />
      <primitive object={controller.proxy} />
      {mode === 'orbit' && <OrbitRig controller={controller} />}
      {mode === 'top' && <TopRig controller={controller} />}
      {mode === 'walk' && <WalkRig controller={controller} />}
      {!controller.readOnly && mode !== 'walk' && <ItemGizmo controller={controller} />}
    </>
  );
}
