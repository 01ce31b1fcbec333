import { sharingRoutes as r, toPage } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import { presentAccess } from '../access/access.presenter.ts';
import type { ProjectPresenter } from '../projects/project.presenter.ts';
import type { ProjectListingService } from '../projects/project-listing.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { SharingService } from './sharing.service.ts';

export interface SharingRouteDeps {
  sharing: SharingService;
  projects: ProjectsService;
  listing: ProjectListingService;
  presenter: ProjectPresenter;
}

const ok = { ok: true as const };

export function sharingBindings({ sharing, projects, listing, presenter }: SharingRouteDeps) {
  const project = (id: string) => ({ kind: 'PROJECT' as const, id });
  return [
    bind(r.grantProject, async ({ user, params, body }) => ({
      grant: await sharing.grant(user, project(params.id), body.userId, body.accessType),
    })),
    bind(r.revokeProject, async ({ user, params, body }) => {
      await sharing.revoke(user, project(params.id), body.userId);
      return ok;
    }),
    bind(r.sharedWithMe, async ({ user, query }) => listing.sharedWith(user, query)),
    bind(r.sharedProject, async ({ user, params }) => {
      const detail = await projects.detail(user, params.id);
      return { project: presenter.present(detail.project), access: presentAccess(detail.role) };
    }),
    bind(r.mySharedList, async ({ user, query }) => {
      const { rows, totalCount } = await sharing.myProjectGrants(user, query.page, query.size);
      return toPage(rows, query.page, query.size, totalCount);
    }),
    bind(r.projectSharedList, async ({ user, params }) => ({
      grants: await sharing.grantsOn(user, project(params.id)),
    })),
    bind(r.assetAccesses, async ({ user, params, query }) => ({
      assetAccesses: await sharing.assetAccesses(user, { kind: query.assetType, id: params.id }),
    })),
    bind(r.grantAssetAccess, async ({ user, params, body }) => ({
      assetAccess: await sharing.grantAssetAccess(
        user,
        { kind: body.assetType, id: params.id },
        body.userId,
        body.accessTypes,
      ),
    })),
    bind(r.changeAssetAccess, async ({ user, params, body }) => ({
      assetAccess: await sharing.changeAssetAccess(
        user,
        { kind: body.assetType, id: params.id },
        body.userId,
        body.accessTypes,
      ),
    })),
    bind(r.revokeAssetAccess, async ({ user, params, body }) => {
      await sharing.revoke(user, { kind: body.assetType, id: params.id }, body.userId);
      return ok;
    }),
  ];
}
