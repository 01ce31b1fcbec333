import { templateRoutes as r, templateFolderRoutes, templateOpsRoutes } from '@roomcraft/contract';
import type { RouteBinding } from '../../http/routes.ts';
import { bind } from '../../http/routes.ts';
import { presentImage } from '../images/image.presenter.ts';
import { actorOf } from './actor.ts';
import type { TemplateFoldersService } from './template-folders.service.ts';
import type { TemplateGroupsService } from './template-groups.service.ts';
import type { TemplateListsService } from './template-lists.service.ts';
import { presentComment, presentFolder, presentHistory } from './template-notes.presenter.ts';
import type { TemplateSources } from './template-sources.ts';
import type { TemplatesService } from './templates.service.ts';

export interface TemplateRouteDeps {
  templates: TemplatesService;
  lists: TemplateListsService;
  groups: TemplateGroupsService;
  folders: TemplateFoldersService;
  sources: TemplateSources;
  apiBase: string;
}

/** The calls of the spec's Templates section, and the back office's review of public templates. */
export function templateBindings(deps: TemplateRouteDeps): RouteBinding[] {
  const { templates, lists, groups, sources } = deps;
  return [
    bind(r.byIds, async ({ principal, params }) => ({
      templates: await templates.byIds(actorOf(principal), params.ids),
    })),
    bind(r.history, async ({ principal, params }) => {
      return { history: (await templates.history(actorOf(principal), params.id)).map(presentHistory) };
    }),
    bind(r.update, async ({ principal, params, body }) => ({
      template: await templates.update(actorOf(principal), params.id, body),
    })),
    bind(r.move, async ({ user, params, body }) => ({
      template: await templates.move(user, params.id, body.directoryId),
    })),
    bind(r.remove, async ({ user, params }) => {
      await templates.remove(user, params.id);
      return { deleted: true as const };
    }),
    bind(r.comments, async ({ principal, params }) => ({
      comments: (await templates.comments(actorOf(principal), params.id)).map(presentComment),
    })),
    bind(r.comment, async ({ principal, params, body }) => {
      const { comment, template } = await templates.comment(actorOf(principal), params.id, body);
      return { comment: presentComment(comment), template };
    }),
    bind(r.like, async ({ user, params }) => templates.like(user, params.id, true)),
    bind(r.unlike, async ({ user, params }) => templates.like(user, params.id, false)),
    bind(r.copy, async ({ user, params }) => ({ template: await templates.copy(user, params.id) })),
    bind(r.enableCopy, async ({ principal, params }) => ({
      template: await templates.setCopy(actorOf(principal), params.id, true),
    })),
    bind(r.disableCopy, async ({ principal, params }) => ({
      template: await templates.setCopy(actorOf(principal), params.id, false),
    })),
    bind(r.createGroup, async ({ user, body }) => ({ templateGroup: await groups.create(user, body) })),
    bind(r.updateGroup, async ({ principal, params, body }) => ({
      templateGroup: await groups.update(actorOf(principal), params.id, body),
    })),
    bind(r.enableGroupCopy, async ({ principal, params }) => ({
      templateGroup: await groups.setCopy(actorOf(principal), params.id, true),
    })),
    bind(r.disableGroupCopy, async ({ principal, params }) => ({
      templateGroup: await groups.setCopy(actorOf(principal), params.id, false),
    })),
    bind(r.publicRooms, async ({ principal, query }) => ({
      rooms: await lists.publicRooms(actorOf(principal), query.enterpriseId),
    })),
    bind(r.rooms, async ({ user, query }) => ({ rooms: await lists.rooms(user, query.scopes) })),
    bind(r.roomSizeMax, async ({ user, query }) => ({
      maxRoomSize: await lists.roomSizeMax(user, query.scopes, query.roomTypes),
    })),
    bind(r.styles, async ({ user, query }) => ({
      styles: await lists.styles(user, query.roomType, query.scopes),
    })),
    bind(r.availablePublished, async ({ user, query }) => lists.available(user, query)),
    bind(r.enterprise, async ({ user, query }) => lists.enterprise(user, query)),
    bind(r.enterpriseCandidates, async ({ user, query }) => lists.enterpriseCandidates(user, query)),
    bind(r.enterprisePublished, async ({ user, query }) => lists.enterprisePublished(user, query)),
    bind(r.requestEnterprise, async ({ user, body }) => ({
      template: await templates.create(user, body, 'ENTERPRISE'),
    })),
    bind(r.manager, async ({ user, query }) => lists.manager(user, query)),
    bind(r.managerCount, async ({ user, query }) => ({ totalCount: await lists.managerCount(user, query) })),
    bind(r.enterpriseLiked, async ({ user, query }) => lists.enterpriseLiked(user, query)),
    bind(r.enterpriseSelected, async ({ user, params, query }) =>
      lists.enterpriseSelected(user, params.id, query),
    ),
    bind(r.enterpriseGroupsSelected, async ({ user, params }) => ({
      templateGroups: await groups.enterpriseSelected(user, params.id),
    })),
    bind(r.publicSelected, async ({ principal, query }) => lists.publicSelected(actorOf(principal), query)),
    bind(r.publicGroupsSelected, async ({ principal }) => ({
      templateGroups: await groups.publicSelected(actorOf(principal)),
    })),
    bind(r.renderingsInRoom, async ({ user, body }) => ({
      renderings: (await sources.renderingsInRoom(user, body.projectId, body.wallVectors)).map((row) =>
        presentImage(row, deps.apiBase),
      ),
    })),
    bind(r.personal, async ({ user, query }) => lists.personal(user, query)),
    bind(r.personalCandidates, async ({ user, query }) => lists.personalCandidates(user, query)),
    bind(r.personalPublished, async ({ user, query }) => lists.personalPublished(user, query)),
    bind(r.personalLiked, async ({ user, query }) => lists.personalLiked(user, query)),
    bind(r.createPersonal, async ({ user, body }) => ({
      template: await templates.create(user, body, 'PERSONAL'),
    })),
    bind(r.publicPublished, async ({ principal, query }) => lists.publicPublished(actorOf(principal), query)),
    bind(r.publicLiked, async ({ user, query }) => lists.publicLiked(user, query)),
    bind(templateOpsRoutes.reviewQueue, async ({ principal, query }) =>
      lists.reviewQueue(actorOf(principal), query),
    ),
    bind(templateOpsRoutes.review, async ({ principal, params, body }) => {
      const { comment, template } = await templates.comment(actorOf(principal), params.id, body);
      return { comment: presentComment(comment), template };
    }),
    ...folderBindings(deps.folders, lists),
  ];
}

const FOLDER_SCOPES = { enterprise: 'ENTERPRISE', personal: 'PERSONAL', public: 'PUBLIC' } as const;

function folderBindings(folders: TemplateFoldersService, lists: TemplateListsService): RouteBinding[] {
  return Object.entries(FOLDER_SCOPES).flatMap(([path, scope]) => {
    const f = templateFolderRoutes[path as keyof typeof FOLDER_SCOPES];
    return [
      bind(f.list, async ({ user }) => ({
        directories: (await folders.list(user, scope)).map(presentFolder),
      })),
      bind(f.get, async ({ user, params, query }) => {
        const directory = await folders.get(user, scope, params.id);
        return {
          directory: presentFolder(directory),
          directories: (await folders.children(directory.id)).map(presentFolder),
          templates: await lists.inFolder(user, directory.id, query),
        };
      }),
      bind(f.create, async ({ user, body }) => ({
        directory: presentFolder(await folders.create(user, scope, body)),
      })),
      bind(f.rename, async ({ user, params, body }) => ({
        directory: presentFolder(await folders.rename(user, scope, params.id, body.name)),
      })),
      bind(f.move, async ({ user, params, body }) => ({
        directory: presentFolder(await folders.move(user, scope, params.id, body.parentId)),
      })),
      bind(f.remove, async ({ user, params }) => {
        await folders.remove(user, scope, params.id);
        return { deleted: true as const };
      }),
    ];
  });
}
