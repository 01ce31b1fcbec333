import type { RenderCameraInput, RenderJob } from '@roomcraft/contract';
import type { z } from 'zod';

/** A camera of a render request, in plan millimetres (x, y as drawn, z above the floor). */
export type CameraInput = z.input<typeof RenderCameraInput>;
export type PlanPoint = CameraInput['position'];

/**
 * Every camera gets a name, unique within the request, because the jobs answer only the camera's
 * name: it is how a job is matched back to its camera.
 */
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

const STORE_KEY = 'roomcraft.render-cameras';
const KEEP = 400;

type Remembered = Record<string, { position: PlanPoint; target: PlanPoint; at: number }>;

function read(): Remembered {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(STORE_KEY) ?? '{}') as Remembered;
  } catch {
    return {};
  }
}

/**
 * Remembers in this browser where each job's camera stood. The job answers carry the camera's name
 * but not its position, which the tour viewer needs to place its hotspots.
 */
export function rememberCameras(jobs: RenderJob[], cameras: CameraInput[]): void {
  const known = read();
  for (const job of jobs) {
    const camera = cameras.find((c) => c.name === job.cameraName);
    if (camera) known[job.id] = { position: camera.position, target: camera.target, at: Date.now() };
  }
  const kept = Object.entries(known)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEEP);
  globalThis.localStorage?.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(kept)));
}

/** Where a job's camera stood, when this browser asked for it. */
export function cameraOfJob(jobId: string): { position: PlanPoint; target: PlanPoint } | null {
  const known = read()[jobId];
  return known ? { position: known.position, target: known.target } : null;
}
