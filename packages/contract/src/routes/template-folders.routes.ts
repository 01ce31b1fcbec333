import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import {
  CreateTemplateDirectoryBody,
  MoveTemplateDirectoryBody,
  PageOnly,
  RenameTemplateDirectoryBody,
  TemplateDirectoriesAnswer,
  TemplateDirectoryAnswer,
  TemplateDirectoryDetailAnswer,
} from '../schemas/templates.ts';

const tags = ['templates'];
const session = { surface: 'api', tags, access: 'session' } as const;
const Deleted = z.object({ deleted: z.literal(true) });

/** The six folder calls of one scope (the spec lists them for enterprise, personal and public). */
function folderRoutes(scope: 'enterprise' | 'personal' | 'public') {
  const base = `/v1/template/${scope}/directory`;
  return {
    list: defineRoute({
      ...session,
      method: 'GET',
      path: base,
      summary: `The ${scope} template folders`,
      response: TemplateDirectoriesAnswer,
    }),
    get: defineRoute({
      ...session,
      method: 'GET',
      path: `${base}/:id`,
      summary: `A ${scope} template folder, its subfolders and a page of its templates`,
      params: IdParams,
      query: PageOnly,
      response: TemplateDirectoryDetailAnswer,
    }),
    create: defineRoute({
      ...session,
      method: 'POST',
      path: base,
      summary: `Create a ${scope} template folder`,
      body: CreateTemplateDirectoryBody,
      response: TemplateDirectoryAnswer,
      status: 201,
    }),
    rename: defineRoute({
      ...session,
      method: 'PATCH',
      path: `${base}/:id`,
      summary: `Rename a ${scope} template folder`,
      params: IdParams,
      body: RenameTemplateDirectoryBody,
      response: TemplateDirectoryAnswer,
    }),
    move: defineRoute({
      ...session,
      method: 'PATCH',
      path: `${base}/:id/move`,
      summary: `Move a ${scope} template folder under another of the same tree (or to the top)`,
      params: IdParams,
      body: MoveTemplateDirectoryBody,
      response: TemplateDirectoryAnswer,
    }),
    remove: defineRoute({
      ...session,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete a ${scope} template folder; what it holds moves up to its parent`,
      params: IdParams,
      response: Deleted,
    }),
  };
}

export const templateFolderRoutes = {
  enterprise: folderRoutes('enterprise'),
  personal: folderRoutes('personal'),
  public: folderRoutes('public'),
};
