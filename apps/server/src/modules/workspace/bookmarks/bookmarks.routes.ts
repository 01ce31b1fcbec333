import { projectRoutes as r } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import type { ProjectPresenter } from '../projects/project.presenter.ts';
import type { ProjectListingService } from '../projects/project-listing.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { BookmarksService } from './bookmarks.service.ts';

export interface BookmarkRouteDeps {
  bookmarks: BookmarksService;
  projects: ProjectsService;
  listing: ProjectListingService;
  presenter: ProjectPresenter;
}

export function bookmarkBindings({ bookmarks, projects, listing, presenter }: BookmarkRouteDeps) {
  const answer = async (user: Parameters<ProjectsService['detail']>[0], id: string) => ({
    project: presenter.present((await projects.detail(user, id)).project),
  });
  return [
    ...[
      { def: r.bookmarkForUser, on: true },
      { def: r.unbookmarkForUser, on: false },
    ].map(({ def, on }) =>
      bind(def, async ({ user, params }) => {
        await bookmarks.forUser(user, params.id, params.userId, on);
        return answer(user, params.id);
      }),
    ),
    ...[
      { def: r.bookmarkForTeam, on: true },
      { def: r.unbookmarkForTeam, on: false },
    ].map(({ def, on }) =>
      bind(def, async ({ user, params }) => {
        await bookmarks.forTeam(user, params.id, params.teamId, on);
        return answer(user, params.id);
      }),
    ),
    bind(r.bookmarkedOfUser, async ({ user, params, query }) => listing.bookmarkedBy(user, params.id, query)),
    bind(r.bookmarkedOfTeam, async ({ user, params, query }) =>
      listing.bookmarkedByTeam(user, params.id, query),
    ),
  ];
}
