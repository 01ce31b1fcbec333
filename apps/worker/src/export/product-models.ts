import type { ProductLight } from '@roomcraft/contract';
import type { Item, ProductLightLookup } from '@roomcraft/scene';

/** A finish product's colour map, ready for glTF (PNG), with the real size one repeat covers. */
export interface FinishImage {
  readonly image: Uint8Array;
  readonly mimeType: 'image/png';
  readonly tileWidthMm: number;
  readonly tileHeightMm: number;
}

/** Where the export finds what it needs of the products a design uses. */
export interface ProductModels {
  /** The product's processed model as binary glTF (metres, Y up, standing on its origin), or null. */
  model(productId: string): Promise<Uint8Array | null>;
  /** Real size in millimetres, for the stand-in box of a product whose model is missing. */
  size(productId: string): Promise<{ width: number; depth: number; height: number } | null>;
  /** A finish product's texture; without this source, finishes export as their colours. */
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
