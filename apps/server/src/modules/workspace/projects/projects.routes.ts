import { CoverUpload, projectRoutes as r, toPage } from '@roomcraft/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readMultipart } from '../../../http/multipart.ts';
import { bind } from '../../../http/routes.ts';
import { presentAccess } from '../access/access.presenter.ts';
import type { AccessService } from '../access/access.service.ts';
import type { RenderingsService } from '../renderings/renderings.service.ts';
import { coverMimeType } from './cover-images.ts';
import type { ProjectPresenter } from './project.presenter.ts';
import type { ProjectListingService } from './project-listing.service.ts';
import type { ProjectStatsService } from './project-stats.service.ts';
import type { ProjectsService } from './projects.service.ts';

export interface ProjectRouteDeps {
  projects: ProjectsService;
  listing: ProjectListingService;
  stats: ProjectStatsService;
  access: AccessService;
  presenter: ProjectPresenter;
  renderings: RenderingsService;
}

/** The single cover file of a multipart body (the contract's `CoverUpload`); too big a file fails with 413 while streaming. */
async function coverUpload(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipart(request, {
    field: CoverUpload.field,
    fileSize: CoverUpload.maxBytes,
    files: 1,
  });
  return files[0]!.data;
}

function sendImage(reply: FastifyReply, image: { bytes: Buffer; format: string }): Buffer {
  // Cover ids change with every new cover, so a cover URL always shows the same bytes.
  reply
    .type(coverMimeType(image.format))
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff');
  return image.bytes;
}

export function projectBindings({ projects, listing, stats, presenter, renderings }: ProjectRouteDeps) {
  const { present } = presenter;
  return [
    bind(r.roomTypes, async ({ user }) => ({ roomTypes: await stats.roomTypes(user) })),
    bind(r.lastWeek, async ({ user }) => ({ stat: await stats.lastWeek(user) })),
    bind(r.ofUser, async ({ user, params, query }) => listing.ofUser(user, params.id, query)),
    bind(r.create, async ({ user, params, body }) => ({
      project: present(await projects.create(user, params.id, body)),
    })),
    bind(r.ofTeam, async ({ user, params, query }) => listing.ofTeam(user, params.id, query)),
    bind(r.ofTeamMember, async ({ user, params, query }) =>
      listing.ofTeamMember(user, params.id, params.u, query),
    ),
    bind(r.detail, async ({ user, params }) => {
      const { project, role } = await projects.detail(user, params.id);
      return { project: present(project), access: presentAccess(role) };
    }),
    bind(r.renderings, async ({ user, params, query }) => {
      const { renderings: rows, totalCount } = await renderings.ofProject(user, params.id, query);
      return toPage(rows, query.page, query.limit, totalCount);
    }),
    bind(r.tours, async ({ user, query }) => {
      const { renderings: rows, totalCount } = await renderings.tours(user, query);
      return toPage(rows, query.page, query.size, totalCount);
    }),
    bind(r.update, async ({ user, params, body }) => ({
      project: present(await projects.update(user, params.id, body)),
    })),
    bind(r.trash, async ({ user, params }) => ({ project: present(await projects.trash(user, params.id)) })),
    bind(r.restore, async ({ user, params }) => ({
      project: present(await projects.restore(user, params.id)),
    })),
    bind(r.design, async ({ user, params }) => {
      const row = await projects.design(user, params.id);
      return { version: row.design_version, design: row.design, updatedAt: row.updated_at.toISOString() };
    }),
    bind(r.saveDesign, async ({ user, params, body }) => {
      const saved = await projects.saveDesign(user, params.id, body.version, body.design);
      return { version: saved.design_version, updatedAt: saved.updated_at.toISOString() };
    }),
    bind(r.copy, async ({ user, params, body }) => ({
      project: present(await projects.copy(user, params.id, body?.name)),
    })),
    bind(r.setCover, async ({ user, params, request }) => ({
      project: present(await projects.setCover(user, params.id, () => coverUpload(request))),
    })),
    bind(r.cover, async ({ params, reply }) =>
      sendImage(reply, await projects.coverImage(params.coverId, 'cover')),
    ),
    bind(r.coverThumbnail, async ({ params, reply }) =>
      sendImage(reply, await projects.coverImage(params.coverId, 'thumbnail')),
    ),
  ];
}
