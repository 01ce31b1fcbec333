import { EditorTypeCode } from '@roomcraft/enums';
import { z } from 'zod';
import { IdSchema, Vec3Schema } from '../../document/primitives.ts';

/** The EditorTypeCodes of placed items: floor, standing, wall and ceiling items. */
export const ITEM_TYPE_CODES = [
  EditorTypeCode.FloorItem,
  EditorTypeCode.StandingItem,
  EditorTypeCode.WallItem,
  EditorTypeCode.CeilingItem,
] as const;

/** An EditorTypeCode of a placed item. */
export type ItemTypeCode = (typeof ITEM_TYPE_CODES)[number];

/**
 * A placed product. `position` is its plan point and z its height above the floor (mm).
 * `rotation.z` turns it about the vertical axis, in radians from +x towards +y (clockwise on
 * screen); the optional x and y tilt it.
 */
export const ItemSchema = z.strictObject({
  archiId: IdSchema,
  productId: IdSchema,
  editorTypeCode: z.literal(ITEM_TYPE_CODES),
  position: Vec3Schema,
  rotation: z.strictObject({
    z: z.number().finite(),
    x: z.number().finite().optional(),
    y: z.number().finite().optional(),
  }),
  scale: z.strictObject({
    x: z.number().finite().positive(),
    y: z.number().finite().positive(),
    z: z.number().finite().positive(),
  }),
  optionId: IdSchema.optional(),
  lock: z.boolean(),
  visible: z.boolean(),
  nickname: z.string().max(200).optional(),
  groupId: IdSchema.optional(),
});

/** A placed item. */
export type Item = z.infer<typeof ItemSchema>;
