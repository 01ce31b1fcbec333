import { ImageType, imageRoutes as r, toPage } from '@roomcraft/contract';
import { z } from 'zod';
import { invalidField, notFound } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import { bind } from '../../http/routes.ts';
import type { UserRow } from '../auth/sessions.ts';
import { presentRenderJob } from '../renders/render.presenter.ts';
import type { RenderJobRow } from '../renders/renders.repository.ts';
import { presentImage } from './image.presenter.ts';
import { type ImageUploads, MAX_UPLOAD_BYTES } from './image-uploads.ts';
import type { ImagesService } from './images.service.ts';

const UploadFields = z.object({
  projectId: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(120),
  type: z.enum(ImageType).default('RENDER_SHOT'),
});

export function imageBindings(
  service: ImagesService,
  uploads: ImageUploads,
  upscaling: (user: UserRow, ids: string[], scale: 2 | 4) => Promise<RenderJobRow[]>,
  apiBase: string,
) {
  const present = (row: Parameters<typeof presentImage>[0]) => presentImage(row, apiBase);
  return [
    bind(r.mine, async ({ user, query }) => {
      const { rows, totalCount } = await service.mine(user, query.type, query.page, query.size);
      return toPage(rows.map(present), query.page, query.size, totalCount);
    }),
    bind(r.stats, async ({ user, query }) => ({ stats: await service.stats(user, query) })),
    bind(r.upload, async ({ user, request }) => {
      const { files, fields } = await readMultipart(request, { fileSize: MAX_UPLOAD_BYTES, files: 1 });
      const input = UploadFields.safeParse(fields);
      if (!input.success)
        throw invalidField(String(input.error.issues[0]!.path[0]), input.error.issues[0]!.message);
      return { image: present(await uploads.store(user, input.data, files[0]!.data, 'file')) };
    }),
    bind(r.dataUpload, async ({ user, body }) => {
      const bytes = Buffer.from(body.dataUrl.slice(body.dataUrl.indexOf(',') + 1), 'base64');
      return { image: present(await uploads.store(user, body, bytes, 'dataUrl')) };
    }),
    bind(r.items, async ({ user, params, body }) => ({
      image: present(await service.setItems(user, params.id, body.items)),
    })),
    bind(r.upscale, async ({ user, body }) => ({
      renders: (await upscaling(user, body.imageIds, body.scale)).map((job) => presentRenderJob(job, null)),
    })),
    bind(r.archive, async ({ params, reply }) => {
      const zip = await uploads.archive(params.id, apiBase);
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="image-${params.id}.zip"`);
      return Buffer.from(zip);
    }),
    bind(r.list, async ({ user, query }) => {
      const { rows, totalCount } = await service.ofProject(
        user,
        query.projectId,
        { type: query.type, characteristic: query.characteristic },
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
