import type { Product } from '@roomcraft/contract';
import type { FittedProduct } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { ProductCatalog } from '../../editor/products/product-catalog.ts';
import { costOf, rankByBudget } from './budget.ts';

const priced: Record<string, Pick<Product, 'price' | 'priceUnit'>> = {
  sofa: { price: 900_000, priceUnit: 'KRW' },
  table: { price: 250_000, priceUnit: 'KRW' },
  lamp: { price: 40, priceUnit: 'USD' },
  rug: { price: null, priceUnit: 'KRW' },
};

async function catalogOf(ids: string[]) {
  const catalog = new ProductCatalog(async (asked) =>
    asked.filter((id) => id in priced).map((id) => ({ id, ...priced[id] }) as unknown as Product),
  );
  await catalog.settle(ids);
  return catalog;
}

const fitted = (...ids: string[]) => ids.map((productId) => ({ productId }) as FittedProduct);

describe('auto-furnish budget', () => {
  it('adds the prices given in the currency and counts the rest as unpriced', async () => {
    const items = fitted('sofa', 'table', 'table', 'lamp', 'rug', 'hidden');
    const catalog = await catalogOf(items.map((i) => i.productId));
    expect(costOf(items, catalog, 'KRW')).toEqual({ amount: 1_400_000, unpriced: 3 });
    expect(costOf(items, catalog, 'USD')).toEqual({ amount: 40, unpriced: 5 });
  });

  it('puts proposals within the budget first, in fit order, then the rest from the cheapest', () => {
    const cost = (amount: number) => ({ amount, unpriced: 0 });
    const proposals = [
      { id: 'best', cost: cost(3_000_000) },
      { id: 'second', cost: cost(800_000) },
      { id: 'third', cost: cost(2_000_000) },
      { id: 'fourth', cost: cost(1_000_000) },
    ];
    const order = (budget: number | null) => rankByBudget(proposals, (p) => p.cost, budget).map((p) => p.id);
    expect(order(1_000_000)).toEqual(['second', 'fourth', 'third', 'best']);
    expect(order(null)).toEqual(['best', 'second', 'third', 'fourth']);
  });
});
