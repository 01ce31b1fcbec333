import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { RouteBinding } from '../../http/routes.ts';
import { VersionedMemory } from '../../lib/versioned-memory.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { AccessRepository } from '../workspace/access/access.repository.ts';
import { AccessService } from '../workspace/access/access.service.ts';
import { TemplateFoldersRepository } from './template-folders.repository.ts';
import { TemplateFoldersService } from './template-folders.service.ts';
import { TemplateGroupsRepository } from './template-groups.repository.ts';
import { TemplateGroupsService } from './template-groups.service.ts';
import { TemplateListsService } from './template-lists.service.ts';
import { TemplateNotesRepository } from './template-notes.repository.ts';
import { TemplateNotices } from './template-notices.ts';
import { TemplateSources } from './template-sources.ts';
import { TemplatesRepository } from './templates.repository.ts';
import { templateBindings } from './templates.routes.ts';
import { TemplatesService, type TemplatesServiceDeps } from './templates.service.ts';

// A remembered page is twenty ids and a count: a few megabytes at most.
const REMEMBERED_PAGES = 5_000;

/** Templates: their calls, wired to the database and the workspace's project access. */
export function createTemplates({
  db,
  apiBase,
  notifications,
  onPublished,
}: {
  db: Kysely<DB>;
  apiBase: string;
  notifications: NotificationsService;
  onPublished: TemplatesServiceDeps['onPublished'];
}): RouteBinding[] {
  const templates = new TemplatesRepository(db);
  const groups = new TemplateGroupsRepository(db);
  const folders = new TemplateFoldersService(new TemplateFoldersRepository(db));
  const sources = new TemplateSources(db, new AccessService(new AccessRepository(db)));
  const notes = new TemplateNotesRepository(db);
  return templateBindings({
    templates: new TemplatesService({
      db,
      templates,
      groups,
      notes,
      folders,
      sources,
      notices: new TemplateNotices(db, notifications),
      onPublished,
    }),
    lists: new TemplateListsService(
      db,
      templates,
      new VersionedMemory(db, 'template_version', REMEMBERED_PAGES),
    ),
    groups: new TemplateGroupsService(db, groups, templates),
    folders,
    sources,
    apiBase,
  });
}
