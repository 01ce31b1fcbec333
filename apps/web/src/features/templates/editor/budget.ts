import type { PriceUnit } from '@roomcraft/contract';
import type { FittedProduct } from '@roomcraft/scene';
import type { ProductCatalog } from '../../editor/products/product-catalog.ts';

export type Currency = (typeof PriceUnit.options)[number];

/** What the products a proposal would place cost, in one currency. */
export interface ProposalCost {
  /** The sum of the prices given in the currency. */
  amount: number;
  /** Placed products with no price in the currency (no price, another currency, not visible). */
  unpriced: number;
}

/**
 * The cost of fitted products from their library prices. Prices in other currencies are not
 * converted (the platform keeps no exchange rates): they count as unpriced, and the editor says so.
 */
export function costOf(
  items: readonly FittedProduct[],
  catalog: ProductCatalog,
  currency: Currency,
): ProposalCost {
  let amount = 0;
  let unpriced = 0;
  for (const item of items) {
    const product = catalog.known(item.productId);
    if (product?.price != null && product.priceUnit === currency) amount += product.price;
    else unpriced++;
  }
  return { amount, unpriced };
}

/** Whether a proposal's known cost fits the budget (no budget: everything fits). */
export const withinBudget = (cost: ProposalCost, budget: number | null): boolean =>
  budget === null || cost.amount <= budget;

/**
 * Proposals within the budget first, in their order (the fit ranking), then those over it, by how
 * far over: a budget reorders the proposals instead of hiding templates the user may still want.
 */
export function rankByBudget<T>(
  proposals: readonly T[],
  costOfProposal: (p: T) => ProposalCost,
  budget: number | null,
): T[] {
  if (budget === null) return [...proposals];
  const within = proposals.filter((p) => withinBudget(costOfProposal(p), budget));
  const over = proposals
    .filter((p) => !withinBudget(costOfProposal(p), budget))
    .sort((a, b) => costOfProposal(a).amount - costOfProposal(b).amount);
  return [...within, ...over];
}
