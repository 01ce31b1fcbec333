import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { LibraryScope, NamedSort, OwnerId } from './library.ts';
import { Product } from './library-products.ts';

export const Brand = z.object({
  id: Id,
  libType: LibraryScope,
  ownerId: OwnerId,
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  productCount: z.number().int().describe('products of the brand the caller can see'),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const BrandAnswer = z.object({ brand: Brand });
export const BrandsAnswer = z.object({ brands: z.array(Brand) });
export const BrandPageAnswer = z.object({ brand: Brand, products: z.array(Product) });
export const BrandSortQuery = z.object({ sortBy: NamedSort.default('nameAsc') });
export const CreateBrandBody = z
  .object({
    libType: LibraryScope,
    name: z.string().trim().min(1).max(100),
    code: z.string().trim().max(50).nullable().default(null),
    description: z.string().trim().max(2000).nullable().default(null),
    website: z.url().max(300).nullable().default(null),
  })
  .strict();
export const BrandPageParams = z.object({ ownerId: Id, brandId: Id });
