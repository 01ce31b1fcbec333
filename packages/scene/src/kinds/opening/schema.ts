import { EditorTypeCode, HandlePosition, OpeningDirection } from '@roomcraft/enums';
import { z } from 'zod';
import { IdSchema, MillimetresSchema, PositiveMillimetresSchema } from '../../document/primitives.ts';

/** The EditorTypeCodes of openings: doors 51–54, windows 55–58. */
export const OPENING_TYPE_CODES = [
  EditorTypeCode.SwingDoor,
  EditorTypeCode.SlidingDoor,
  EditorTypeCode.FoldingDoor,
  EditorTypeCode.GarageDoor,
  EditorTypeCode.SwingWindow,
  EditorTypeCode.SlidingWindow,
  EditorTypeCode.FoldingWindow,
  EditorTypeCode.StandardWindow,
] as const;

/** An EditorTypeCode of a door or window. */
export type OpeningTypeCode = (typeof OPENING_TYPE_CODES)[number];

/**
 * A door or window in a wall. `offset` runs along the wall from its first corner to the
 * opening's centre; `flipped` mirrors it to the wall's other side (the side it opens towards).
 */
export const OpeningSchema = z.strictObject({
  archiId: IdSchema,
  wallId: IdSchema,
  editorTypeCode: z.literal(OPENING_TYPE_CODES),
  offset: MillimetresSchema,
  width: PositiveMillimetresSchema,
  height: PositiveMillimetresSchema,
  sillHeight: z.number().finite().nonnegative(),
  openingDirection: z.enum(OpeningDirection),
  handlePosition: z.enum(HandlePosition),
  flipped: z.boolean().optional(),
  productId: IdSchema.optional(),
});

/** A door or window. */
export type Opening = z.infer<typeof OpeningSchema>;

/** Whether a type code is a door (51–54) rather than a window. */
export const isDoor = (code: OpeningTypeCode): boolean => code <= EditorTypeCode.GarageDoor;

/** The usual size of a new opening of a type: width, height and sill height in mm. */
export function openingDefaults(code: OpeningTypeCode): {
  width: number;
  height: number;
  sillHeight: number;
} {
  if (code === EditorTypeCode.GarageDoor) return { width: 2400, height: 2100, sillHeight: 0 };
  if (isDoor(code)) return { width: 900, height: 2100, sillHeight: 0 };
  return { width: 1200, height: 1200, sillHeight: 900 };
}
