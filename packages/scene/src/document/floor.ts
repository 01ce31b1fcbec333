import { z } from 'zod';
import { createId } from '../ids.ts';
import { kindLists } from '../kinds/kind.ts';
import { DESIGN_KINDS } from '../kinds/registry.ts';
import { CornerSchema } from '../kinds/wall/schema.ts';
import { IdSchema, MillimetresSchema, PositiveMillimetresSchema, Vec2Schema } from './primitives.ts';

/** A scanned plan drawn under the walls to trace over. */
export const TracingImageSchema = z.strictObject({
  blobId: IdSchema,
  /** Millimetres per image pixel. */
  scaleMmPerPixel: z.number().finite().positive(),
  /** Plan position of the image's top-left pixel, mm. */
  offset: Vec2Schema,
  /** Radians, from +x towards +y. */
  rotation: z.number().finite(),
  opacity: z.number().min(0).max(1),
});

/** A tracing image. */
export type TracingImage = z.infer<typeof TracingImageSchema>;

/**
 * A floor (the real product's floorplan): one storey's corners (the points walls share) and one
 * list per registered kind (walls, openings, rooms, items, lights, cameras, columns).
 */
export const FloorSchema = z.strictObject({
  id: IdSchema,
  title: z.string().max(200),
  /** Height of the floor's level above the project's ground level, mm. */
  elevation: MillimetresSchema,
  /** Storey height (floor to ceiling of the storey), mm. */
  height: PositiveMillimetresSchema,
  corners: z.array(CornerSchema),
  ...kindLists(DESIGN_KINDS),
  tracingImage: TracingImageSchema.optional(),
});

/** A floor of a design. */
export type Floor = z.infer<typeof FloorSchema>;

/** Storey height of a new floor, mm. */
export const DEFAULT_STOREY_HEIGHT = 2400;

/** Every kind's list, empty. */
const emptyKindLists = () =>
  Object.fromEntries(DESIGN_KINDS.map((k) => [k.list, []])) as unknown as Omit<
    Floor,
    'id' | 'title' | 'elevation' | 'height' | 'corners' | 'tracingImage'
  >;

/** Makes an empty floor. */
export function createFloor(props: {
  id?: string;
  title: string;
  elevation?: number;
  height?: number;
}): Floor {
  return {
    id: props.id ?? createId(),
    title: props.title,
    elevation: props.elevation ?? 0,
    height: props.height ?? DEFAULT_STOREY_HEIGHT,
    corners: [],
    ...emptyKindLists(),
  };
}
