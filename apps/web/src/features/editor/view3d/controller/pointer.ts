import type { Vec3 } from '@roomcraft/scene';
import {
  type PickTarget,
  type PlacementTarget,
  type PointerHit,
  pickTarget,
  planPoint,
} from '@roomcraft/scene/three';
import { type Intersection, Plane, Raycaster, Vector2, Vector3 } from 'three';
import type { View3DController } from './view3d-controller.ts';

/** What lies under the pointer: the design object (if any) and the plan point with its height. */
export interface PointerPick {
  readonly target: PickTarget | undefined;
  readonly point: Vec3;
  readonly hit: Intersection | undefined;
}

const raycaster = new Raycaster();

/** Casts a ray from the camera through a pointer position; misses fall on the floor's plane. */
export function pickAt(
  controller: View3DController,
  clientX: number,
  clientY: number,
): PointerPick | undefined {
  const three = controller.canvas;
  if (!three) return undefined;
  const rect = three.gl.domElement.getBoundingClientRect();
  const ndc = new Vector2(
    ((clientX - rect.left) / rect.width) * 2 - 1,
    -((clientY - rect.top) / rect.height) * 2 + 1,
  );
  const camera = three.camera();
  raycaster.setFromCamera(ndc, camera);
  const group = controller.group;
  group.updateMatrixWorld();
  const hit = raycaster
    .intersectObject(group, true)
    .find((h) => h.object.visible && pickTarget(h) !== undefined);
  if (hit) return { target: pickTarget(hit), point: planPoint(group, hit.point), hit };
  const elevation = controller.floor().elevation * 0.001;
  const onFloor = raycaster.ray.intersectPlane(new Plane(new Vector3(0, 1, 0), -elevation), new Vector3());
  return onFloor ? { target: undefined, point: planPoint(group, onFloor), hit: undefined } : undefined;
}

/** A pick as the placement rules take it. */
export function pointerHit(pick: PointerPick): PointerHit {
  const target = pick.target;
  const placement: PlacementTarget | undefined =
    target?.kind === 'item'
      ? { kind: 'item', id: target.id }
      : target?.kind === 'wall'
        ? { kind: 'wall', id: target.id }
        : target?.kind === 'floor' || target?.kind === 'ceiling'
          ? { kind: target.kind }
          : undefined;
  return { point: pick.point, target: placement ?? (pick.hit ? undefined : { kind: 'floor' }) };
}
