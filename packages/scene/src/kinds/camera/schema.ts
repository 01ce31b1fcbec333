import { z } from 'zod';
import { IdSchema, Vec3Schema } from '../../document/primitives.ts';

/** The eye height of a new camera above the floor, mm (a standing person's view). */
export const CAMERA_EYE_HEIGHT = 1600;

/** The vertical field of view of a new camera, degrees. */
export const DEFAULT_CAMERA_FOV = 60;

/**
 * A saved viewpoint of a floor, placed in the plan and used by render requests. `position` is the
 * eye and `target` the point looked at, both plan points with z above the floor's elevation (mm).
 */
export const CameraSchema = z.strictObject({
  archiId: IdSchema,
  name: z.string().trim().min(1).max(60),
  position: Vec3Schema,
  target: Vec3Schema,
  /** Vertical field of view, degrees. */
  fovDeg: z.number().min(10).max(120),
});

/** A saved camera of a floor. */
export type Camera = z.infer<typeof CameraSchema>;
