import { imageRoutes as r, toPage } from '@roomcraft/contract';
import { notFound } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import { presentImage } from './image.presenter.ts';
import type { ImagesService } from './images.service.ts';

export function imageBindings(service: ImagesService, apiBase: string) {
  const present = (row: Parameters<typeof presentImage>[0]) => presentImage(row, apiBase);
  return [
    bind(r.list, async ({ user, query }) => {
      const { rows, totalCount } = await service.ofProject(
        user,
        query.projectId,
        query.type,
        query.page,
        query.size,
      );
      return toPage(rows.map(present), query.page, query.size, totalCount);
    }),
    bind(r.byIds, async ({ user, query }) => ({
      images: (
        await service.byIds(
          user,
          query.imageIds
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
      ).map(present),
    })),
    bind(r.byUuid, async ({ user, params }) => ({
      image: present(await service.byId(user, params.id, 'uuid')),
    })),
    bind(r.get, async ({ user, params }) => ({ image: present(await service.byId(user, params.id)) })),
    bind(r.file, async ({ params, query, reply }) => {
      const file = await service.file(params.id, query);
      if (!file) throw notFound('image');
      reply.header('cache-control', 'private, max-age=86400').type(file.contentType);
      return file.data;
    }),
  ];
}
