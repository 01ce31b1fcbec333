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

/** Aims the shared ray from the camera through a pointer position; false without a canvas. */
function aim(controller: View3DController, clientX: number, clientY: number): boolean {
  const three = controller.canvas;
  if (!three) return false;
  const rect = three.gl.domElement.getBoundingClientRect();
  const ndc = new Vector2(
    ((clientX - rect.left) / rect.width) * 2 - 1,
    -((clientY - rect.top) / rect.height) * 2 + 1,
  );
  raycaster.setFromCamera(ndc, three.camera());
  controller.group.updateMatrixWorld();
  return true;
}

/** Where the aimed ray meets the level plane `height` mm above the floor, as a plan point. */
function onLevel(controller: View3DController, height: number): Vec3 | undefined {
  const y = (controller.floor().elevation + height) * 0.001;
  const world = raycaster.ray.intersectPlane(new Plane(new Vector3(0, 1, 0), -y), new Vector3());
  return world ? planPoint(controller.group, world) : undefined;
}

/**
 * Casts a ray from the camera through a pointer position; misses fall on the floor's plane. Items
 * in `ignore` (the ones being dragged) are seen through.
 */
export function pickAt(
  controller: View3DController,
  clientX: number,
  clientY: number,
  ignore?: ReadonlySet<string>,
): PointerPick | undefined {
  if (!aim(controller, clientX, clientY)) return undefined;
  const group = controller.group;
  const hit = raycaster.intersectObject(group, true).find((h) => {
    if (!h.object.visible) return false;
    const target = pickTarget(h);
    return target !== undefined && !(target.kind === 'item' && ignore?.has(target.id));
  });
  if (hit) return { target: pickTarget(hit), point: planPoint(group, hit.point), hit };
  const onFloor = onLevel(controller, 0);
  return onFloor ? { target: undefined, point: onFloor, hit: undefined } : undefined;
}

/** The plan point under the pointer on the level plane `height` mm above the floor (no objects hit). */
export function pointAtLevel(
  controller: View3DController,
  clientX: number,
  clientY: number,
  height: number,
): Vec3 | undefined {
  return aim(controller, clientX, clientY) ? onLevel(controller, height) : undefined;
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
