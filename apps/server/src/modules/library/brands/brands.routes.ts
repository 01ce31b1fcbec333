import { libraryBrandRoutes as r, toPage } from '@roomcraft/contract';
import { invalidField, notFound } from '../../../http/errors.ts';
import { bind } from '../../../http/routes.ts';
import { newId } from '../../../lib/ids.ts';
import { LibraryAccess } from '../access.ts';
import type { ProductsService } from '../products/products.service.ts';
import { type Viewer, viewerOf } from '../viewer.ts';
import { readableOwners } from '../visibility.ts';
import type { BrandRow, BrandsRepository } from './brands.repository.ts';

export interface BrandRouteDeps {
  brands: BrandsRepository;
  products: ProductsService;
  access: LibraryAccess;
}

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

/** Brands of a library and their pages (docs/decisions/library-brands.md). */
export function brandBindings({ brands, products, access }: BrandRouteDeps) {
  const page = async (viewer: Viewer, ownerId: string, brandId: string) => {
    const scope = await products.scopeOf(viewer);
    const brand = await brands.byId(scope, brandId);
    const owners = readableOwners(scope);
    if (!brand || brand.owner_id !== ownerId || (owners !== 'all' && !owners.includes(ownerId))) {
      throw notFound('brand');
    }
    return { brand: present(brand), products: await products.all(viewer, { brands: [brandId] }) };
  };
  return [
    bind(r.list, async ({ principal, params, query }) => {
      const scope = await products.scopeOf(viewerOf(principal));
      const owners = readableOwners(scope);
      if (owners !== 'all' && !owners.includes(params.id)) throw notFound('library');
      return { brands: (await brands.list(scope, params.id, query.sortBy)).map(present) };
    }),
    bind(r.create, async ({ principal, params, body }) => {
      const library = { libType: body.libType, ownerId: params.id };
      LibraryAccess.checkShape(library);
      const viewer = viewerOf(principal);
      await access.assert(viewer, library, 'manage');
      if (await brands.nameTaken(params.id, body.name))
        throw invalidField('name', 'is already a brand of this library');
      const id = newId();
      const { libType: _libType, ...fields } = body;
      await brands.insert({ id, lib_type: body.libType, owner_id: params.id, ...fields });
      return { brand: present((await brands.byId(await products.scopeOf(viewer), id))!) };
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
