import { z } from 'zod';
import {
  FinishRefSchema,
  IdSchema,
  PositiveMillimetresSchema,
  Vec2Schema,
} from '../../document/primitives.ts';

/** The shapes of a structural column. */
export const COLUMN_SHAPES = ['square', 'round'] as const;

/** A shape of column. */
export type ColumnShape = (typeof COLUMN_SHAPES)[number];

const columnBase = {
  archiId: IdSchema,
  /** Plan centre, mm. */
  position: Vec2Schema,
  /** Height from the floor, mm; absent, the column runs floor to ceiling (the storey height). */
  height: PositiveMillimetresSchema.optional(),
  finish: FinishRefSchema.optional(),
};

/**
 * A structural column standing free in the plan: square (a `width` × `depth` box turned by
 * `rotation`, radians from +x towards +y as every plan angle) or round (a cylinder of `diameter`).
 */
export const ColumnSchema = z.discriminatedUnion('shape', [
  z.strictObject({
    shape: z.literal('square'),
    ...columnBase,
    width: PositiveMillimetresSchema,
    depth: PositiveMillimetresSchema,
    rotation: z.number().finite(),
  }),
  z.strictObject({ shape: z.literal('round'), ...columnBase, diameter: PositiveMillimetresSchema }),
]);

/** A structural column. */
export type Column = z.infer<typeof ColumnSchema>;

/** Side (or diameter) of a new column, mm. */
export const DEFAULT_COLUMN_SIZE = 400;
