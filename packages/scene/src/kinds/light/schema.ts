import { z } from 'zod';
import { ColorSchema, IdSchema, Vec3Schema } from '../../document/primitives.ts';

const lightBase = {
  archiId: IdSchema,
  position: Vec3Schema,
  color: ColorSchema,
  /** Luminous intensity in candela. */
  intensity: z.number().finite().nonnegative(),
  /** Distance where the light fades out, mm; absent means no limit. */
  range: z.number().finite().positive().optional(),
  /** The light fixture product, when the light comes from one. */
  productId: IdSchema.optional(),
};

/** A point light shining in every direction. */
export const PointLightSchema = z.strictObject({ kind: z.literal('point'), ...lightBase });

/** A spot light: a cone from its position towards a target point. */
export const SpotLightSchema = z.strictObject({
  kind: z.literal('spot'),
  ...lightBase,
  target: Vec3Schema,
  /** Half-angle of the cone, radians. */
  angle: z
    .number()
    .positive()
    .max(Math.PI / 2),
  /** Share of the cone that fades at its edge, 0–1. */
  penumbra: z.number().min(0).max(1),
});

/** A light source of a floor. */
export const LightSchema = z.discriminatedUnion('kind', [PointLightSchema, SpotLightSchema]);

/** A light source. */
export type Light = z.infer<typeof LightSchema>;
