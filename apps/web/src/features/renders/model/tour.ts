import type { Image, RenderJob } from '@roomcraft/contract';
import type { PlanPoint } from './cameras.ts';

/** One panorama of a 720° tour and where its camera stood (null for jobs queued before cameras were kept). */
export interface TourStop {
  imageId: string;
  name: string;
  imageUrl: string;
  /** The picture's width in pixels. */
  width: number;
  camera: { position: PlanPoint; target: PlanPoint } | null;
}

/** The panoramas of one Tour720 request. */
export interface Tour {
  key: string;
  createdAt: string;
  stops: TourStop[];
}

const byName = (a: TourStop, b: TourStop) => a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * Groups a project's tour panoramas by the request that queued them, newest first; each stop stands
 * where its job's camera stood. Panoramas whose job is not known (it was removed) form one tour.
 */
export function groupTours(images: Image[], jobs: RenderJob[]): Tour[] {
  const jobById = new Map(jobs.map((job) => [job.id, job]));
  const tours = new Map<string, Tour>();
  for (const image of images) {
    if (image.type !== 'TOUR_720' || !image.imageUrl) continue;
    const job = image.renderJobId ? jobById.get(image.renderJobId) : undefined;
    const key = job?.requestId ?? 'others';
    const tour = tours.get(key) ?? { key, createdAt: job?.createdAt ?? image.createdAt, stops: [] };
    tour.stops.push({
      imageId: image.id,
      name: image.name,
      imageUrl: image.imageUrl,
      width: image.resolution.x,
      camera: job?.camera ? { position: job.camera.position, target: job.camera.target } : null,
    });
    tours.set(key, tour);
  }
  return [...tours.values()]
    .map((t) => ({ ...t, stops: t.stops.sort(byName) }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export type Vec3 = [number, number, number];

/** How the viewer shows one stop: the turn of the sphere, where to look first, the hotspots. */
export interface StopView {
  /** Turn of the panorama sphere about the vertical, so the picture's centre faces the camera's target. */
  sphereYaw: number;
  /** The viewer's first heading (a turn about the vertical, 0 looking along -Z). */
  lookYaw: number;
  /** The first tilt: down a little, so the hotspots on the floor are in view. */
  lookPitch: number;
  hotspots: { imageId: string; name: string; direction: Vec3 }[];
}

const EYE_MM = 1600;

/**
 * Places a stop in the world of the viewer, which is the plan's: x as drawn, y up, z = the plan's y.
 * A hotspot marks the floor under each other stop's camera as seen from this one's eye. Without
 * camera positions the hotspots are spread across the view ahead, so the tour still walks.
 */
export function viewOfStop(stop: TourStop, stops: TourStop[]): StopView {
  const others = stops.filter((s) => s.imageId !== stop.imageId);
  const here = stop.camera;
  if (here && others.every((s) => s.camera)) {
    const fx = here.target.x - here.position.x;
    const fz = here.target.y - here.position.y;
    const eye = here.position.z || EYE_MM;
    const hotspots = others.map((s) =>
      hotspot(s, [s.camera!.position.x - here.position.x, -eye, s.camera!.position.y - here.position.y]),
    );
    return {
      sphereYaw: Math.atan2(fz, -fx),
      lookYaw: Math.atan2(-fx, -fz),
      lookPitch: pitchFor(hotspots),
      hotspots,
    };
  }
  const spread = (Math.PI * 2) / 3;
  const hotspots = others.map((s, i) => {
    const turn = others.length === 1 ? 0 : -spread / 2 + (spread * i) / (others.length - 1);
    // Ahead is -X (the picture's centre); a positive turn goes to the viewer's right.
    return hotspot(s, [-Math.cos(turn), -0.45, -Math.sin(turn)]);
  });
  return { sphereYaw: 0, lookYaw: Math.PI / 2, lookPitch: pitchFor(hotspots), hotspots };
}

/** Tilts down just enough (at most 20°) that the farthest hotspot sits above the bottom edge. */
function pitchFor(hotspots: { direction: Vec3 }[]): number {
  if (hotspots.length === 0) return 0;
  const highest = Math.max(...hotspots.map((h) => Math.asin(h.direction[1])));
  return Math.min(0, Math.max(-0.35, highest + 0.3));
}

function hotspot(stop: TourStop, v: Vec3) {
  const length = Math.hypot(...v) || 1;
  return { imageId: stop.imageId, name: stop.name, direction: v.map((c) => c / length) as Vec3 };
}
