import { z } from 'zod';

/** An opaque object id (the real product's archiId or floor id). */
export const IdSchema = z.string().min(1).max(64);

/** A length or coordinate in millimetres. */
export const MillimetresSchema = z.number().finite();

/** A strictly positive length in millimetres. */
export const PositiveMillimetresSchema = z.number().finite().positive();

/** A plan point: x right, y down (as on screen), millimetres. */
export const Vec2Schema = z.strictObject({ x: MillimetresSchema, y: MillimetresSchema });

/** A plan point with z, the height above the floor's elevation, millimetres. */
export const Vec3Schema = z.strictObject({
  x: MillimetresSchema,
  y: MillimetresSchema,
  z: MillimetresSchema,
});

/** A colour as #rrggbb. */
export const ColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour as #rrggbb');

/** A finish on a wall side, floor or ceiling: a finish product and/or a plain colour. */
export const FinishRefSchema = z.strictObject({
  productId: IdSchema.optional(),
  color: ColorSchema.optional(),
  /** Texture scale factor (1 = the product's own size). */
  scale: z.number().finite().positive().optional(),
  /** Texture rotation in radians. */
  rotation: z.number().finite().optional(),
});

/** A finish reference. */
export type FinishRef = z.infer<typeof FinishRefSchema>;
