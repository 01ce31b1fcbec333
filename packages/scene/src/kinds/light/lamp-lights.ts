import type { Item } from '../item/schema.ts';
import type { Light } from './schema.ts';

/**
 * What this package reads of a lamp product's light: the contract's `ProductLight` has this shape
 * (the scene package sits below the contract, so it names the fields itself).
 */
export interface LampLightData {
  readonly kind: 'point' | 'spot';
  /** Luminous intensity, candela. */
  readonly intensity: number;
  /** #rrggbb. */
  readonly color: string;
  /** Height of the bulb above the product's base, mm. */
  readonly bulbHeightMm: number;
  /** Half-angle of a spot's cone, degrees; 60 when absent. */
  readonly angleDeg?: number | undefined;
}

/** The light data of a product, when it is a lamp (the library's `Product.light`). */
export type ProductLightLookup = (productId: string) => LampLightData | null | undefined;

/** How far below the bulb a lamp's spot aims (only the direction matters: straight down). */
const AIM_DROP = 1000;
const DEFAULT_SPOT_ANGLE_DEG = 60;
const SPOT_PENUMBRA = 0.3;

/** The id of the light a placed lamp gives: derived from the item, so it follows it. */
export const lampLightId = (itemId: string) => `${itemId}:light`;

/**
 * The light a placed lamp gives, at its bulb: `bulbHeightMm` up the lamp's vertical axis from its
 * base, stretched with the item's height scale. It is worked out from the item every time the
 * floor is described, never stored, so moving or deleting the lamp moves or deletes its light.
 * A hidden lamp gives none; the drawn option's light wins over the placed product's.
 */
export function lampLight(item: Item, lookup: ProductLightLookup): Light | undefined {
  if (!item.visible) return undefined;
  const data =
    lookup(item.optionId ?? item.productId) ?? (item.optionId ? lookup(item.productId) : undefined);
  if (!data) return undefined;
  const position = {
    x: item.position.x,
    y: item.position.y,
    z: item.position.z + data.bulbHeightMm * item.scale.z,
  };
  const common = {
    archiId: lampLightId(item.archiId),
    position,
    color: data.color.toLowerCase(),
    intensity: data.intensity,
    productId: item.productId,
  };
  if (data.kind === 'point') return { kind: 'point', ...common };
  return {
    kind: 'spot',
    ...common,
    target: { ...position, z: position.z - AIM_DROP },
    angle: ((data.angleDeg ?? DEFAULT_SPOT_ANGLE_DEG) * Math.PI) / 180,
    penumbra: SPOT_PENUMBRA,
  };
}
