import { libraryProductRoutes as r, toPage } from '@roomcraft/contract';
import { notFound } from '../../../http/errors.ts';
import { streamChanges } from '../../../http/event-stream.ts';
import { bind } from '../../../http/routes.ts';
import type { LibraryAssets } from '../assets.ts';
import { ANONYMOUS, viewerOf } from '../viewer.ts';
import type { ProductGroupsService } from './product-groups.ts';
import type { ProductsRepository } from './products.repository.ts';
import type { ProductsService } from './products.service.ts';

export interface ProductRouteDeps {
  service: ProductsService;
  groups: ProductGroupsService;
  products: ProductsRepository;
  assets: LibraryAssets;
}

export function productBindings({ service, groups, products, assets }: ProductRouteDeps) {
  return [
    bind(r.listV1, async ({ principal, params, query }) => ({
      products: await service.all(viewerOf(principal), { ownerIds: [params.id], type: query.type }),
    })),
    bind(r.get, async ({ principal, params }) => ({
      product: await service.get(viewerOf(principal), params.id),
    })),
    bind(r.search, async ({ principal, params, query }) => {
      const owners = params.id === 'all' ? 'all' : [params.id];
      const { products: found, total } = await service.search(viewerOf(principal), owners, query);
      return toPage(found, query.page, query.size, total);
    }),
    bind(r.stream, async ({ principal, params, query, request, reply }) => {
      const viewer = viewerOf(principal);
      const read = () => service.catalogueState(viewer, params.id, query.type);
      // A library the caller does not read is refused before the stream opens (401 or 404).
      await read();
      streamChanges(request, reply, { catalogue: read });
      return undefined;
    }),
    bind(r.batch, async ({ principal, query }) => ({
      products: await service.byIds(viewerOf(principal), query.ids),
    })),
    bind(r.publicGet, async ({ params, query }) => ({
      product: await service.get(ANONYMOUS, params.id, { deleted: query.deleted }),
    })),
    bind(r.publicByIds, async ({ query }) => ({ products: await service.byIds(ANONYMOUS, query.ids) })),
    bind(r.tempExist, async ({ params }) => ({ exist: await products.assetKeyExists(params.key) })),
    bind(r.create, async ({ principal, body }) => ({
      product: await service.create(viewerOf(principal), body),
    })),
    bind(r.update, async ({ principal, params, body }) => ({
      product: await service.update(viewerOf(principal), params.id, body),
    })),
    bind(r.remove, async ({ principal, params }) => {
      await service.remove(viewerOf(principal), params.id);
      return { ok: true as const };
    }),
    bind(r.createGroup, async ({ principal, body }) => ({
      group: await groups.create(viewerOf(principal), body),
    })),
    bind(r.optionName, async ({ principal, params, body }) => ({
      group: await groups.setOptionName(
        viewerOf(principal),
        params.groupId,
        params.productId,
        body.optionName,
      ),
    })),
    bind(r.asset, async ({ params, reply }) => {
      const file = await assets.read(params.key, params.file);
      if (!file) throw notFound('file');
      // The key changes whenever the product is processed again, so a file never changes under its URL.
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable');
      return file.data;
    }),
  ];
}
