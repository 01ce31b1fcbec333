import { libraryCategoryRoutes as r } from '@roomcraft/contract';
import { readMultipart } from '../../../http/multipart.ts';
import { bind, type HandlerContext } from '../../../http/routes.ts';
import { toWebp } from '../uploads/images.ts';
import { viewerOf } from '../viewer.ts';
import type { CategoriesService } from './categories.service.ts';

const IMAGE_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1 };

export function categoryBindings(service: CategoriesService) {
  const rootTree = (
    { principal, params, query }: HandlerContext<typeof r.root>,
    withVisibility: boolean,
    rootsOnly: boolean,
  ) =>
    service.tree(viewerOf(principal), params, {
      type: query.type,
      order: query.sortBy,
      withVisibility,
      withCounts: query.withCounts,
      rootsOnly,
    });
  const flat = (nodes: Awaited<ReturnType<CategoriesService['tree']>>) =>
    nodes.map(({ children: _children, ...category }) => category);

  return [
    bind(r.v1Tree, async ({ principal, params, query }) => ({
      categories: await service.tree(
        viewerOf(principal),
        { ownerId: params.id },
        { type: query.type, order: 'CUSTOM_ASC', withCounts: query.withCounts },
      ),
    })),
    bind(r.v1FullName, async ({ principal, params, query }) => ({
      fullNames: await service.fullNames(viewerOf(principal), params.id, query.categoryIds),
    })),
    bind(r.v1My, async ({ principal, params, query }) => ({
      categories: await service.list(viewerOf(principal), params.id, { type: query.type }),
    })),
    bind(r.create, async ({ principal, body }) => ({
      category: await service.create(viewerOf(principal), body),
    })),
    bind(r.rename, async ({ principal, params, body }) => ({
      category: await service.rename(viewerOf(principal), params.id, body.name),
    })),
    bind(r.image, async ({ principal, params, request }) => {
      const viewer = viewerOf(principal);
      await service.find(viewer, params.id, true);
      const { files } = await readMultipart(request, IMAGE_LIMITS);
      return {
        category: await service.setImage(viewer, params.id, await toWebp(files[0]!.data, 'image', 512)),
      };
    }),
    bind(r.move, async ({ principal, params, body }) => ({
      category: await service.move(viewerOf(principal), params.id, body.parentId, body.position),
    })),
    bind(r.get, async ({ principal, params, query }) =>
      service.withChildren(viewerOf(principal), params.id, query.sortBy),
    ),
    bind(r.root, async (ctx) => ({ categories: flat(await rootTree(ctx, false, true)) })),
    bind(r.rootIndividual, async (ctx) => ({ categories: flat(await rootTree(ctx, true, true)) })),
    bind(r.rootAll, async (ctx) => ({ categories: await rootTree(ctx, false, false) })),
    bind(r.rootAllIndividual, async (ctx) => ({ categories: await rootTree(ctx, true, false) })),
    bind(r.rootPartners, async ({ principal, params, query }) => ({
      partners: await service.partnerRoots(viewerOf(principal), params.ownerId, {
        only: query.currentEnterpriseId,
        order: query.sortBy,
        withCounts: query.withCounts,
      }),
    })),
    bind(r.subtree, async ({ principal, params, query }) => ({
      categories: await service.subtree(viewerOf(principal), params.id, query.sortBy),
    })),
    bind(r.subtreeIds, async ({ principal, params }) => ({
      ids: await service.subtreeIds(viewerOf(principal), params.id),
    })),
    bind(r.remove, async ({ principal, params }) => service.remove(viewerOf(principal), params.id)),
    bind(r.path, async ({ principal, params }) => ({
      path: await service.path(viewerOf(principal), params.id),
    })),
    bind(r.enterpriseVisibilities, async ({ principal, params, body }) => ({
      category: await service.setVisibility(viewerOf(principal), params.id, {
        kind: 'enterprise',
        libType: 'enterprise',
        restricted: body.restricted,
        subjects: body.enterpriseIds,
      }),
    })),
    bind(r.individualVisibilities, async ({ principal, params, body }) => ({
      category: await service.setVisibility(viewerOf(principal), params.id, {
        kind: 'user',
        libType: 'enterprise',
        restricted: body.restricted,
        subjects: body.userIds,
      }),
    })),
    bind(r.publicLibraryVisibilities, async ({ principal, params }) => ({
      categories: await service.publicLibraryVisibilities(
        viewerOf(principal),
        params.categoryId,
        params.enterpriseId,
      ),
    })),
    bind(r.setPublicLibraryVisibility, async ({ principal, params, body }) => ({
      category: await service.setVisibility(viewerOf(principal), params.id, {
        kind: 'enterprise',
        libType: 'public',
        restricted: body.restricted,
        subjects: body.enterpriseIds,
      }),
    })),
  ];
}
