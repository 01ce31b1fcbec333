import { shareKeyRoutes as r, toPage } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import type { ProjectPresenter } from '../projects/project.presenter.ts';
import type { RenderingsService } from '../renderings/renderings.service.ts';
import type { ShareKeyRow } from './share-keys.repository.ts';
import type { ShareKeysService } from './share-keys.service.ts';

function presentShareKey(row: ShareKeyRow) {
  return {
    id: row.id,
    key: row.key,
    projectId: row.project_id,
    visibility: row.visibility,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
}

export function shareKeyBindings(
  keys: ShareKeysService,
  presenter: ProjectPresenter,
  renderings: RenderingsService,
) {
  return [
    bind(r.list, async ({ user, query }) => {
      const { rows, totalCount } = await keys.list(user, query);
      return toPage(rows.map(presentShareKey), query.page, query.size, totalCount);
    }),
    bind(r.ofProject, async ({ user, query }) => ({
      shareKeys: (await keys.ofProject(user, query.projectId)).map(presentShareKey),
    })),
    bind(r.create, async ({ user, body }) => ({
      shareKey: presentShareKey(await keys.create(user, body.projectId, body.visibility)),
    })),
    bind(r.revoke, async ({ user, params }) => {
      await keys.revoke(user, params.id);
      return { ok: true as const };
    }),
    bind(r.publicDetail, async ({ params, query }) => {
      const { project, design } = await keys.open(params.id, query.shareKey);
      return { project: presenter.presentPublic(project), designVersion: project.design_version, design };
    }),
    bind(r.portfolio, async ({ params, query }) => {
      const project = await keys.portfolio(params.id, query.shareKey);
      const { renders, coverRenderImageId } = await renderings.portfolio(project.id);
      const shown = presenter.presentPublic(project);
      // Without an uploaded cover, the newest shot (or view) of the project stands in for one.
      const coverImage =
        shown.coverImage ?? (coverRenderImageId ? renderings.coverOf(coverRenderImageId) : null);
      return { portfolio: { project: { ...shown, coverImage, coverRenderImageId }, renders } };
    }),
  ];
}
