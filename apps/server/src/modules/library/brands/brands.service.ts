import type { NamedSort } from '@roomcraft/contract';
import { invalidField, notFound } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { type Library, LibraryAccess } from '../access.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { Viewer } from '../viewer.ts';
import { assertReadsLibraries } from '../visibility.ts';
import type { BrandRow, BrandsRepository } from './brands.repository.ts';

export interface BrandFields {
  name: string;
  code: string | null;
  description: string | null;
  website: string | null;
}

/** Brands belong to a library; their pages show the products of the brand the caller sees. */
export class BrandsService {
  constructor(
    private readonly deps: { brands: BrandsRepository; products: ProductsService; access: LibraryAccess },
  ) {}

  async list(viewer: Viewer, ownerId: string, sort: NamedSort): Promise<BrandRow[]> {
    const scope = await this.deps.products.scopeOf(viewer);
    assertReadsLibraries(viewer, scope, [ownerId]);
    return this.deps.brands.list(scope, ownerId, sort);
  }

  async create(viewer: Viewer, library: Library, fields: BrandFields): Promise<BrandRow> {
    LibraryAccess.checkShape(library);
    await this.deps.access.assert(viewer, library, 'manage');
    if (await this.deps.brands.nameTaken(library.ownerId, fields.name)) {
      throw invalidField('name', 'is already a brand of this library');
    }
    const id = newId();
    await this.deps.brands.insert({ id, lib_type: library.libType, owner_id: library.ownerId, ...fields });
    return (await this.deps.brands.byId(await this.deps.products.scopeOf(viewer), id))!;
  }

  /** Whether a library already has a brand of this name (any case). */
  exists(ownerId: string, name: string): Promise<boolean> {
    return this.deps.brands.nameTaken(ownerId, name);
  }

  async page(viewer: Viewer, ownerId: string, brandId: string) {
    const scope = await this.deps.products.scopeOf(viewer);
    assertReadsLibraries(viewer, scope, [ownerId]);
    const brand = await this.deps.brands.byId(scope, brandId);
    if (!brand || brand.owner_id !== ownerId) throw notFound('brand');
    return { brand, products: await this.deps.products.all(viewer, { brands: [brandId] }) };
  }
}
