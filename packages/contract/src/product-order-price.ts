import type { ProductQuality, ProductTypeV2 } from './enums.ts';

/** How hard a product is to model: decided by the customer, checked by operators in the request review. */
export const OrderComplexity = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type OrderComplexity = (typeof OrderComplexity)[number];

/** The currency of modelling prices. */
export const ORDER_PRICE_UNIT = 'KRW';

/** Base price of modelling one product of each type at BASIC quality and LOW complexity, in KRW. */
export const ORDER_BASE_PRICE: Record<(typeof ProductTypeV2)[number], number> = {
  FURNITURE: 100_000,
  FURNITURE_SET: 250_000,
  FINISH: 50_000,
  TEXTURE: 30_000,
};
/** Per cent of the base price for each quality and complexity (integers, so the sums are exact). */
export const ORDER_QUALITY_PERCENT: Record<(typeof ProductQuality)[number], number> = {
  BASIC: 100,
  PREMIUM: 180,
};
export const ORDER_COMPLEXITY_PERCENT: Record<OrderComplexity, number> = { LOW: 100, MEDIUM: 150, HIGH: 220 };

export interface PricedItem {
  productType: (typeof ProductTypeV2)[number];
  quality: (typeof ProductQuality)[number];
  complexity: OrderComplexity;
}

/**
 * One item's modelling price: base × quality × complexity, rounded to the nearest 1,000 KRW
 * (docs/decisions/product-orders.md). The web shows it before confirmation; the server freezes it.
 */
export function itemPrice(item: PricedItem): number {
  const exact =
    (ORDER_BASE_PRICE[item.productType] *
      ORDER_QUALITY_PERCENT[item.quality] *
      ORDER_COMPLEXITY_PERCENT[item.complexity]) /
    10_000;
  return Math.round(exact / 1000) * 1000;
}
