import { libraryProductRoutes as r, toPage } from '@roomcraft/contract';
import { notFound } from '../../../http/errors.ts';
import { bind } from '../../../http/routes.ts';
import { viewerOf } from '../viewer.ts';
import type { ProductsService } from './products.service.ts';

/**
 * Shared products: what partner enterprises share with the caller's enterprise (their LOW-level,
 * COMPLETED products), read through the same visibility rule narrowed to the partners' libraries.
 */
export function sharedProductBindings(service: ProductsService) {
  return [
    bind(r.sharedList, async ({ principal, params, query }) => {
      const viewer = viewerOf(principal);
      const scope = await service.scopeOf(viewer);
      if (scope.enterpriseId !== params.id) throw notFound('enterprise');
      const { products, total } = await service.search(viewer, scope.sharedBy, query, scope);
      return toPage(products, query.page, query.size, total);
    }),
    bind(r.sharedProduct, async ({ principal, params }) => {
      const viewer = viewerOf(principal);
      const scope = await service.scopeOf(viewer);
      const product = await service.get(viewer, params.id);
      if (!scope.sharedBy.includes(product.ownerId)) throw notFound('shared product');
      return { product };
    }),
  ];
}
