import { libraryBrandRoutes as r, toPage } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import type { ProductsService } from '../products/products.service.ts';
import { type Viewer, viewerOf } from '../viewer.ts';
import type { BrandRow } from './brands.repository.ts';
import type { BrandsService } from './brands.service.ts';

const present = (row: BrandRow) => ({
  id: row.id,
  libType: row.lib_type,
  ownerId: row.owner_id,
  name: row.name,
  code: row.code,
  description: row.description,
  website: row.website,
  productCount: row.product_count,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Brands of a library, their pages, and the back-office brand and product calls. */
export function brandBindings(brands: BrandsService, products: ProductsService) {
  const page = async (viewer: Viewer, ownerId: string, brandId: string) => {
    const { brand, products: found } = await brands.page(viewer, ownerId, brandId);
    return { brand: present(brand), products: found };
  };
  return [
    bind(r.list, async ({ principal, params, query }) => ({
      brands: (await brands.list(viewerOf(principal), params.id, query.sortBy)).map(present),
    })),
    bind(r.create, async ({ principal, params, body }) => {
      const { libType, ...fields } = body;
      return {
        brand: present(await brands.create(viewerOf(principal), { libType, ownerId: params.id }, fields)),
      };
    }),
    bind(r.publicPage, async ({ principal, params }) =>
      page(viewerOf(principal), params.ownerId, params.brandId),
    ),
    bind(r.opsPage, async ({ operator, params }) =>
      page({ kind: 'operator', operatorId: operator.id }, params.ownerId, params.brandId),
    ),
    bind(r.opsProducts, async ({ operator, query }) => {
      const { page: index, size, ownerId, status, q, deleted } = query;
      const viewer: Viewer = { kind: 'operator', operatorId: operator.id };
      const { products: found, total } = await products.search(viewer, ownerId ? [ownerId] : 'all', {
        q,
        status,
        deleted,
        page: index,
        size,
        sortType: 'CREATEDAT',
        sortOrder: 'DESC',
      });
      return toPage(found, index, size, total);
    }),
  ];
}
