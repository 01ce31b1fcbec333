import type { RenderCameraInput } from '@roomcraft/contract';
import type { z } from 'zod';

/** A camera of a render request, in plan millimetres (x, y as drawn, z above the floor). */
export type CameraInput = z.input<typeof RenderCameraInput>;
export type PlanPoint = CameraInput['position'];

/** Every camera gets a name, unique within the request: it names the picture and the tour's stop. */
export function nameCameras(cameras: CameraInput[], fallback: (index: number) => string): CameraInput[] {
  const seen = new Set<string>();
  return cameras.map((camera, index) => {
    const base = camera.name?.trim() || fallback(index);
    let name = base;
    for (let n = 2; seen.has(name); n++) name = `${base} ${n}`;
    seen.add(name);
    return { ...camera, name };
  });
}
