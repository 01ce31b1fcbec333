import type { Floor } from '../../document/floor.ts';
import {
  ActionError,
  defineAction,
  mustFind,
  type OnFloor,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import type { Vec2 } from '../../geometry/vector.ts';
import { createId } from '../../ids.ts';
import { CAMERA_EYE_HEIGHT, type Camera, CameraSchema, DEFAULT_CAMERA_FOV } from './schema.ts';

/** The closest a camera may look at a point in the plan, mm: nearer, its direction is undefined. */
const MIN_AIM_DISTANCE = 10;

/** A name not yet used by the floor's cameras ("Camera 1", "Camera 2", …). */
function freshCameraName(floor: Floor): string {
  const names = new Set(floor.cameras.map((c) => c.name));
  let n = floor.cameras.length + 1;
  while (names.has(`Camera ${n}`)) n++;
  return `Camera ${n}`;
}

/**
 * The name for a copy of a camera among `cameras`: its own while no other camera has it (a cut
 * camera pasted back), else the first free "Hall (copy)", "Hall (copy 2)", …, at most 60 characters.
 */
export function copiedCameraName(cameras: readonly Camera[], name: string): string {
  const names = new Set(cameras.map((c) => c.name));
  if (!names.has(name)) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const copy = `${name.slice(0, 60 - suffix.length).trimEnd()}${suffix}`;
    if (!names.has(copy)) return copy;
  }
}

/** Checks a changed camera against the schema and the aiming rule; throws an {@link ActionError}. */
function checked(camera: Camera): Camera {
  const parsed = CameraSchema.safeParse(camera);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ActionError(`invalid camera ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const { position, target } = parsed.data;
  if (Math.hypot(target.x - position.x, target.y - position.y) < MIN_AIM_DISTANCE)
    throw new ActionError('a camera must look at a point away from where it stands');
  return parsed.data;
}

/** Changes one camera of a floor; unchanged when `change` returns it as it is. */
function updateCamera(floor: Floor, cameraId: string, change: (camera: Camera) => Camera): Floor {
  mustFind(floor.cameras, cameraId, 'camera');
  const cameras = updateEach(floor.cameras, [cameraId], (c) => {
    const next = change(c);
    return next === c ? c : checked(next);
  });
  return cameras === floor.cameras ? floor : { ...floor, cameras };
}

/**
 * Places a camera standing at `position` and looking at `target` (plan points), at eye height
 * and looking level unless told otherwise; it gets the next free name ("Camera 3").
 */
export const addCamera = defineAction(
  'addCamera',
  (
    design,
    args: OnFloor & {
      position: Vec2;
      target: Vec2;
      id?: string;
      name?: string;
      height?: number;
      fovDeg?: number;
    },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      const z = args.height ?? CAMERA_EYE_HEIGHT;
      const camera = checked({
        archiId: args.id ?? createId(),
        name: args.name ?? freshCameraName(floor),
        position: { x: args.position.x, y: args.position.y, z },
        target: { x: args.target.x, y: args.target.y, z },
        fovDeg: args.fovDeg ?? DEFAULT_CAMERA_FOV,
      });
      if (floor.cameras.some((c) => c.archiId === camera.archiId))
        throw new ActionError(`a camera has id ${camera.archiId} already`);
      return { ...floor, cameras: [...floor.cameras, camera] };
    }),
);

/**
 * Moves a camera in the plan and/or to another eye height; what it looks at moves with it, so it
 * keeps its direction and its tilt.
 */
export const moveCamera = defineAction(
  'moveCamera',
  (design, args: OnFloor & { cameraId: string; position?: Vec2; height?: number }) =>
    updateFloor(design, args.floorId, (floor) =>
      updateCamera(floor, args.cameraId, (c) => {
        const dx = args.position ? args.position.x - c.position.x : 0;
        const dy = args.position ? args.position.y - c.position.y : 0;
        const dz = args.height === undefined ? 0 : args.height - c.position.z;
        if (dx === 0 && dy === 0 && dz === 0) return c;
        const shift = (p: Camera['position']) => ({ x: p.x + dx, y: p.y + dy, z: p.z + dz });
        return { ...c, position: shift(c.position), target: shift(c.target) };
      }),
    ),
  { mergeKey: (args) => `moveCamera:${args.cameraId}` },
);

/** Turns a camera to look at another plan point (its height stays). */
export const aimCamera = defineAction(
  'aimCamera',
  (design, args: OnFloor & { cameraId: string; target: Vec2 }) =>
    updateFloor(design, args.floorId, (floor) =>
      updateCamera(floor, args.cameraId, (c) =>
        c.target.x === args.target.x && c.target.y === args.target.y
          ? c
          : { ...c, target: { ...c.target, x: args.target.x, y: args.target.y } },
      ),
    ),
  { mergeKey: (args) => `aimCamera:${args.cameraId}` },
);

/** Renames a camera (1 to 60 characters, trimmed). */
export const renameCamera = defineAction(
  'renameCamera',
  (design, args: OnFloor & { cameraId: string; name: string }) =>
    updateFloor(design, args.floorId, (floor) =>
      updateCamera(floor, args.cameraId, (c) => {
        const name = args.name.trim();
        return name === c.name ? c : { ...c, name };
      }),
    ),
);

/** Changes a camera's vertical field of view (10° to 120°). */
export const setCameraFov = defineAction(
  'setCameraFov',
  (design, args: OnFloor & { cameraId: string; fovDeg: number }) =>
    updateFloor(design, args.floorId, (floor) =>
      updateCamera(floor, args.cameraId, (c) =>
        c.fovDeg === args.fovDeg ? c : { ...c, fovDeg: args.fovDeg },
      ),
    ),
  { mergeKey: (args) => `setCameraFov:${args.cameraId}` },
);

/** Deletes cameras. */
export const deleteCameras = defineAction(
  'deleteCameras',
  (design, args: OnFloor & { cameraIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const gone = new Set(args.cameraIds);
      const cameras = floor.cameras.filter((c) => !gone.has(c.archiId));
      return cameras.length === floor.cameras.length ? floor : { ...floor, cameras };
    }),
);
