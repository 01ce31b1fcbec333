import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { RouteBinding } from '../../http/routes.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { EventRecorder } from '../statistics/events.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { AccessRepository } from './access/access.repository.ts';
import { AccessService } from './access/access.service.ts';
import { BookmarksRepository } from './bookmarks/bookmarks.repository.ts';
import { bookmarkBindings } from './bookmarks/bookmarks.routes.ts';
import { BookmarksService } from './bookmarks/bookmarks.service.ts';
import { DirectoriesRepository } from './directories/directories.repository.ts';
import { directoryBindings } from './directories/directories.routes.ts';
import { DirectoriesService } from './directories/directories.service.ts';
import { CoverImages } from './projects/cover-images.ts';
import { designImageBindings } from './projects/design-images.routes.ts';
import { DesignImages } from './projects/design-images.ts';
import { ProjectPresenter } from './projects/project.presenter.ts';
import { ProjectListMemory } from './projects/project-list-memory.ts';
import { ProjectListingService } from './projects/project-listing.service.ts';
import { ProjectListsRepository } from './projects/project-lists.repository.ts';
import { ProjectStatsRepository } from './projects/project-stats.repository.ts';
import { ProjectStatsService } from './projects/project-stats.service.ts';
import { ProjectsRepository } from './projects/projects.repository.ts';
import { projectBindings } from './projects/projects.routes.ts';
import type { MapPlanOpener } from './projects/projects.service.ts';
import { ProjectsService } from './projects/projects.service.ts';
import { TrashRepository } from './projects/trash.repository.ts';
import { TrashPurge } from './projects/trash-purge.ts';
import { RenderingsRepository } from './renderings/renderings.repository.ts';
import { RenderingsService } from './renderings/renderings.service.ts';
import { ShareKeysRepository } from './share-keys/share-keys.repository.ts';
import { shareKeyBindings } from './share-keys/share-keys.routes.ts';
import { ShareKeysService } from './share-keys/share-keys.service.ts';
import { GrantsRepository } from './sharing/grants.repository.ts';
import { sharingBindings } from './sharing/sharing.routes.ts';
import { SharingService } from './sharing/sharing.service.ts';
import { handOverWorkspace } from './user-handover.ts';

export interface WorkspaceDeps {
  db: Kysely<DB>;
  blobs: BlobStore;
  users: UsersRepository;
  /** Where the main API is served, for the cover URLs in answers. */
  apiBase: string;
  /** Opens a map floor plan as a new project's design (the maps domain). */
  mapPlans: MapPlanOpener;
  notifications: NotificationsService;
  events: EventRecorder;
}

const HOUR = 3_600_000;

/** Projects, folders, sharing, bookmarks and share keys: their calls, the user hand-over and the trash purge. */
export function createWorkspace({
  db,
  blobs,
  users,
  apiBase,
  mapPlans,
  notifications,
  events,
}: WorkspaceDeps) {
  const facts = new AccessRepository(db);
  const access = new AccessService(facts);
  const folders = new DirectoriesRepository(db);
  const projectRows = new ProjectsRepository(db);
  const covers = new CoverImages(blobs);
  const presenter = new ProjectPresenter(apiBase);
  const designImages = new DesignImages(access, blobs);
  const projects = new ProjectsService({
    projects: projectRows,
    directories: folders,
    access,
    covers,
    designImages,
    users,
    mapPlans,
    events,
  });
  const lists = new ProjectListsRepository(db);
  const listing = new ProjectListingService({
    lists,
    memory: new ProjectListMemory(lists),
    access,
    users,
    presenter,
  });
  const sharing = new SharingService({ grants: new GrantsRepository(db), access, users, notifications });
  const renderings = new RenderingsService(new RenderingsRepository(db), access, apiBase);
  const purge = new TrashPurge({ trash: new TrashRepository(db), covers, designImages });

  const bindings: RouteBinding[] = [
    ...projectBindings({
      projects,
      listing,
      stats: new ProjectStatsService(new ProjectStatsRepository(db)),
      access,
      presenter,
      renderings,
    }),
    ...designImageBindings(designImages),
    ...directoryBindings(new DirectoriesService({ directories: folders, access }), sharing),
    ...sharingBindings({ sharing, projects, listing, presenter }),
    ...bookmarkBindings({
      bookmarks: new BookmarksService({ bookmarks: new BookmarksRepository(db), access }),
      projects,
      listing,
      presenter,
    }),
    ...shareKeyBindings(
      new ShareKeysService({ keys: new ShareKeysRepository(db), projects: projectRows, facts, access }),
      presenter,
      renderings,
    ),
  ];
  return {
    bindings,
    deletionStep: handOverWorkspace,
    tasks: [{ name: 'trash purge', everyMs: HOUR, run: () => purge.run() }],
  };
}
