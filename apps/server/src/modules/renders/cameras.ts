import { RenderImageType, type RenderJobCamera, type SceneCamera } from '@roomcraft/contract';
import type { Floor } from '@roomcraft/scene';
import { invalidField } from '../../http/errors.ts';

interface PlanPoint {
  x: number;
  y: number;
  z: number;
}
export interface CameraInput {
  name?: string;
  position: PlanPoint;
  target: PlanPoint;
  fovDeg?: number;
}

export interface NamedCamera {
  name: string | null;
  camera: SceneCamera;
  /** The same camera in plan millimetres, as the request gave it (the tour viewer places hotspots by it). */
  plan: RenderJobCamera;
}

const EYE_HEIGHT_MM = 1600;

/** Plan millimetres (x, y drawn, z above the floor) to renderer metres (X, Y up, Z = plan y). */
function toScene(p: PlanPoint, elevation: number): [number, number, number] {
  return [p.x / 1000, (p.z + elevation) / 1000, p.y / 1000];
}

function bounds(floor: Floor) {
  const xs = floor.corners.map((c) => c.position.x);
  const ys = floor.corners.map((c) => c.position.y);
  if (xs.length === 0) throw invalidField('floorId', 'the floor has no walls to frame');
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, width: maxX - minX, depth: maxY - minY };
}

/**
 * The cameras of a render request: given ones in the renderer frame, or for top and bird views
 * without cameras (and for bakes, always), one that frames the whole floor.
 */
export function resolveCameras(type: number, floor: Floor, inputs: CameraInput[]): NamedCamera[] {
  const elevation = floor.elevation;
  if (type === RenderImageType.Baking) {
    // A bake covers the whole floor; its one camera only frames the gallery's preview.
    if (inputs.length > 0) throw invalidField('cameras', 'a bake covers the whole floor; give no camera');
    return [{ ...frameFloor(RenderImageType.Birdview, floor), name: 'Walk-through' }];
  }
  if (inputs.length === 0) {
    if (type === RenderImageType.Topview || type === RenderImageType.Birdview)
      return [frameFloor(type, floor)];
    throw invalidField('cameras', 'give at least one camera for this render type');
  }
  return inputs.map((input, index) => {
    if (
      Math.hypot(
        input.target.x - input.position.x,
        input.target.y - input.position.y,
        input.target.z - input.position.z,
      ) < 1
    ) {
      throw invalidField(`cameras.${index}.target`, 'must differ from the position');
    }
    const panorama = type === RenderImageType.Panorama || type === RenderImageType.Tour720;
    const position = panorama ? { ...input.position, z: input.position.z || EYE_HEIGHT_MM } : input.position;
    return {
      name: input.name ?? null,
      plan: { name: input.name ?? null, position, target: input.target, fovDeg: input.fovDeg ?? null },
      camera: {
        kind: panorama ? 'panorama' : type === RenderImageType.Topview ? 'orthographic' : 'perspective',
        position: toScene(position, elevation),
        target: toScene(input.target, elevation),
        fovDeg: input.fovDeg ?? 55,
        orthoScale: (Math.max(bounds(floor).width, bounds(floor).depth) * 1.15) / 1000,
      },
    };
  });
}

function frameFloor(type: number, floor: Floor): NamedCamera {
  const { cx, cy, width, depth } = bounds(floor);
  const size = Math.max(width, depth);
  const centre = { x: cx, y: cy, z: 0 };
  if (type === RenderImageType.Topview) {
    const position = { ...centre, z: floor.height + 20_000 };
    // A hair south of straight down keeps "up" in the picture pointing to the plan's top.
    const target = { x: cx, y: cy - 1, z: 0 };
    return {
      name: 'Top view',
      plan: { name: 'Top view', position, target, fovDeg: null },
      camera: {
        kind: 'orthographic',
        position: toScene(position, floor.elevation),
        target: toScene(target, floor.elevation),
        orthoScale: (size * 1.15) / 1000,
      },
    };
  }
  const position = { x: cx - size * 0.55, y: cy + size * 0.95, z: size * 0.95 };
  return {
    name: 'Bird view',
    plan: { name: 'Bird view', position, target: centre, fovDeg: 45 },
    camera: {
      kind: 'perspective',
      position: toScene(position, floor.elevation),
      target: toScene(centre, floor.elevation),
      fovDeg: 45,
    },
  };
}
