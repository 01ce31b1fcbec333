import { z } from 'zod';
import {
  FinishRefSchema,
  IdSchema,
  PositiveMillimetresSchema,
  Vec2Schema,
} from '../../document/primitives.ts';

/** A corner: a plan point where walls start, end or meet. */
export const CornerSchema = z.strictObject({ archiId: IdSchema, position: Vec2Schema });

/** A corner of a floor. */
export type Corner = z.infer<typeof CornerSchema>;

/**
 * A straight wall between two corners. Its sides are named as seen walking from corners[0] to
 * corners[1] in plan view: left is up on screen for a wall drawn left to right.
 */
export const WallSchema = z.strictObject({
  archiId: IdSchema,
  corners: z.tuple([IdSchema, IdSchema]),
  thickness: PositiveMillimetresSchema,
  height: PositiveMillimetresSchema,
  finishes: z.strictObject({ left: FinishRefSchema.optional(), right: FinishRefSchema.optional() }),
});

/** A wall of a floor. */
export type Wall = z.infer<typeof WallSchema>;

/** Thickness of a new wall when none is given, mm. */
export const DEFAULT_WALL_THICKNESS = 100;
