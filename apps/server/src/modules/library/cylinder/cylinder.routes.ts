import { libraryAssetRoutes as a, libraryProductRoutes as p, toPage } from '@roomcraft/contract';
import type { FastifyRequest } from 'fastify';
import { bind } from '../../../http/routes.ts';
import { type ApiKeys, presentApiKey } from '../../open-api/api-keys.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { Viewer } from '../viewer.ts';

const ANGLES = ['front', 'three-quarter', 'side', 'top'];
const SORTS = {
  'name,asc': { sortType: 'NAME', sortOrder: 'ASC' },
  'name,desc': { sortType: 'NAME', sortOrder: 'DESC' },
  'createdAt,asc': { sortType: 'CREATEDAT', sortOrder: 'ASC' },
  'createdAt,desc': { sortType: 'CREATEDAT', sortOrder: 'DESC' },
} as const;

/**
 * The api-key calls: cylinder product and image, the open product-name search, and the cylinder's
 * key management, which issues and revokes the open API's keys (one store, docs/decisions/open-api.md).
 */
export function cylinderBindings(products: ProductsService, keys: ApiKeys) {
  // The key was checked before anything else of the request (access 'apiKey', http/access.ts).
  const viewerOfKey = (request: FastifyRequest): Viewer => ({
    kind: 'apiKey',
    enterpriseId: request.apiKeyEnterpriseId!,
  });
  return [
    bind(a.cylinderProduct, async ({ request, params }) => {
      const product = await products.get(viewerOfKey(request), params.id);
      const { id, name, status, mmWidth, mmDepth, mmHeight, editorAsset } = product;
      return { product: { id, name, status, mmWidth, mmDepth, mmHeight, editorAsset } };
    }),
    bind(a.cylinderImage, async ({ request, params }) => {
      const product = await products.get(viewerOfKey(request), params.id);
      const angles = product.thumbnails.map((url, i) => ({ angle: ANGLES[i] ?? `view-${i}`, url }));
      return {
        image: {
          productId: product.id,
          url: product.thumbnails[0] ?? product.editorAsset.twoD ?? '',
          angles,
        },
      };
    }),
    bind(p.publicNameSearch, async ({ request, params, query }) => {
      const { productName, brandName, fields, operator, sort, page, size } = query;
      const { products: found, total } = await products.search(viewerOfKey(request), [params.id], {
        names: { productName, brandName, fields, operator },
        ...SORTS[sort],
        page,
        size,
      });
      const hits = found.map((f) => ({
        id: f.id,
        name: f.name,
        brandName: f.brand?.name ?? null,
        thumbnail: f.thumbnails[0] ?? null,
      }));
      return toPage(hits, page, size, total);
    }),
    bind(a.apiKeys, async ({ user, query }) => ({
      apiKeys: (await keys.list(user, query.enterpriseId, false)).map(presentApiKey),
    })),
    bind(a.issueApiKey, async ({ user, body }) => {
      const { row, key } = await keys.issue(user, body.enterpriseId, body.name);
      return { apiKey: presentApiKey(row), key };
    }),
    bind(a.revokeApiKey, async ({ user, params }) => {
      await keys.revoke(user, params.id);
      return { ok: true as const };
    }),
  ];
}
