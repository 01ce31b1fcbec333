import { z } from 'zod';
import { ProductStatus } from '../enums.ts';
import { PageQuery, pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { Id, IdParams } from '../schemas/common.ts';
import {
  BrandAnswer,
  BrandPageAnswer,
  BrandPageParams,
  BrandSortQuery,
  BrandsAnswer,
  CreateBrandBody,
} from '../schemas/library-brands.ts';
import { Product } from '../schemas/library-products.ts';

const tags = ['library: brands'];
const caller = { surface: 'api', tags, access: 'optionalSession' } as const;
/** Back-office calls carry the product line in their first segment (`/ops/{product}/v1/…`). */
const OpsProduct = z.literal('roomcraft').describe('the product line; this platform serves `roomcraft`');

export const libraryBrandRoutes = {
  list: defineRoute({
    ...caller,
    method: 'GET',
    path: '/v1/brand/:id',
    summary: 'Brands of a library (owner id), sorted by name by default',
    params: IdParams,
    query: BrandSortQuery,
    response: BrandsAnswer,
  }),
  create: defineRoute({
    ...caller,
    method: 'POST',
    path: '/v1/brand/:id',
    summary: 'Create a brand in a library (owner id)',
    params: IdParams,
    body: CreateBrandBody,
    response: BrandAnswer,
    status: 201,
  }),
  publicPage: defineRoute({
    ...caller,
    method: 'GET',
    path: '/v1/public/brand/:ownerId/:brandId',
    summary: 'A brand page: the brand and its products the caller sees (no token needed)',
    params: BrandPageParams,
    response: BrandPageAnswer,
  }),
  opsPage: defineRoute({
    surface: 'ops',
    tags: ['back-office'],
    access: 'operator',
    method: 'GET',
    path: '/:product/v1/brand/:ownerId/:brandId',
    summary: 'A brand with every product of it, in any status',
    params: BrandPageParams.extend({ product: OpsProduct }),
    response: BrandPageAnswer,
  }),
  opsProducts: defineRoute({
    surface: 'ops',
    tags: ['back-office'],
    access: 'operator',
    method: 'GET',
    path: '/:product/v1/product',
    summary: 'Every product of every library, paged, newest first',
    params: z.object({ product: OpsProduct }),
    query: PageQuery.extend({
      ownerId: Id.optional(),
      status: z.enum(ProductStatus).optional(),
      q: z.string().trim().min(1).max(100).optional(),
      deleted: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .default(false),
    }),
    response: pageOf(Product),
  }),
};
