import type { ProductLight } from '@roomcraft/contract';
import type { Item, ProductLightLookup } from '@roomcraft/scene';

/** A finish product's maps, ready for glTF (PNG), with the real size one repeat covers. */
export interface FinishImage {
  /** The colour map. */
  readonly image: Uint8Array;
  readonly mimeType: 'image/png';
  /** A tangent-space normal map. */
  readonly normal?: Uint8Array;
  /** glTF's packed map: roughness in green, metalness in blue; each channel only if its map exists. */
  readonly metallicRoughness?: { image: Uint8Array; roughness: boolean; metalness: boolean };
  readonly tileWidthMm: number;
  readonly tileHeightMm: number;
}

/** A product's stored model (binary glTF as the library stores it), or why there is none. */
export type StoredModel =
  | { readonly bytes: Uint8Array }
  | { readonly missing: string; readonly reason: 'no_model' };

/** Where the export finds what it needs of the products a design uses. */
export interface ProductModels {
  /** The product's processed model (metres, Y up, standing on its origin), or why it has none. */
  model(productId: string): Promise<StoredModel>;
  /** Real size in millimetres, for the stand-in box of a product whose model is missing. */
  size(productId: string): Promise<{ width: number; depth: number; height: number } | null>;
  /** The product's name, for the report of stand-ins. */
  name?(productId: string): Promise<string | null>;
  /** A finish product's maps; without this source, finishes export as their colours. */
  finish?(productId: string): Promise<FinishImage | null>;
  /** A lamp product's light; without this source, lamps give no light. */
  light?(productId: string): Promise<ProductLight | null>;
}

/** Looks up the lights of the products items show (their options too), for `describeFloor`. */
export async function productLightsOf(
  models: ProductModels,
  items: readonly Item[],
): Promise<ProductLightLookup> {
  const ids = new Set(items.flatMap((i) => (i.optionId ? [i.productId, i.optionId] : [i.productId])));
  const lights = new Map<string, ProductLight>();
  for (const id of ids) {
    const light = await models.light?.(id);
    if (light) lights.set(id, light);
  }
  return (id) => lights.get(id);
}
