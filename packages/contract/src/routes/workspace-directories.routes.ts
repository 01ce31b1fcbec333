import { defineRoute } from '../route.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import {
  CreateDirectoryBody,
  DirectoriesAnswer,
  DirectoryAnswer,
  DirectoryDetailAnswer,
  DirectoryListQuery,
  UpdateDirectoryBody,
} from '../schemas/workspace-directories.ts';
import { GrantAnswer, GrantBody, PermissionsAnswer, RevokeBody } from '../schemas/workspace-sharing.ts';

const tags = ['directories'];
const base = { surface: 'api', tags, access: 'session' } as const;

/** Folders of projects: the spec's Shared directories section (docs/decisions/workspace-folders.md). */
export const directoryRoutes = {
  create: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/shared-directories',
    summary: 'Create a personal, team or public folder, at the top level or inside another',
    body: CreateDirectoryBody,
    response: DirectoryAnswer,
    status: 201,
  }),
  sharedWithMe: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/shared-directories',
    summary: 'Folders shared with you (of a type, or all), and every folder inside them',
    query: DirectoryListQuery,
    response: DirectoriesAnswer,
  }),
  mine: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/shared-directories/my',
    summary: "Your personal and public folders and your team's folders (or those of one type)",
    query: DirectoryListQuery,
    response: DirectoriesAnswer,
  }),
  get: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/shared-directories/:id',
    summary: 'A folder and what the caller may do with it',
    params: IdParams,
    response: DirectoryDetailAnswer,
  }),
  update: defineRoute({
    ...base,
    method: 'PATCH',
    path: '/v1/shared-directories/:id',
    summary: 'Rename (name), move (parentId; never into itself or below itself) or reorder (position)',
    params: IdParams,
    body: UpdateDirectoryBody,
    response: DirectoryAnswer,
  }),
  remove: defineRoute({
    ...base,
    method: 'DELETE',
    path: '/v1/shared-directories/:id',
    summary: 'Delete a folder; its folders and projects move up to its parent, no project is deleted',
    params: IdParams,
    response: Ok,
  }),
  permissions: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/shared-directories/:id/permissions',
    summary: 'The grants on a folder and on the folders above it',
    params: IdParams,
    response: PermissionsAnswer,
  }),
  path: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/shared-directories/:id/path',
    summary: 'The folders from the top of the tree down to this one (breadcrumbs)',
    params: IdParams,
    response: DirectoriesAnswer,
  }),
  grant: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/shared-directories/:id/access',
    summary: 'Grant EDIT or VIEW on a folder and everything inside it',
    params: IdParams,
    body: GrantBody,
    response: GrantAnswer,
  }),
  revoke: defineRoute({
    ...base,
    method: 'DELETE',
    path: '/v1/shared-directories/:id/access',
    summary: "Remove a user's grant on a folder (anyone may remove their own)",
    params: IdParams,
    body: RevokeBody,
    response: Ok,
  }),
};
