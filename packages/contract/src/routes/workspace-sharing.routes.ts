import { PageQuery } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import { ProjectDetailAnswer, ProjectsPage, SharedProjectListQuery } from '../schemas/workspace-projects.ts';
import {
  AssetAccessAnswer,
  AssetAccessBody,
  AssetAccessesAnswer,
  AssetAccessQuery,
  AssetAccessRevokeBody,
  GrantAnswer,
  GrantBody,
  GrantsAnswer,
  GrantsPage,
  RevokeBody,
} from '../schemas/workspace-sharing.ts';

const tags = ['sharing'];
const base = { surface: 'api', tags, access: 'session' } as const;

/** Shared projects and asset accesses: one permission model (docs/decisions/workspace-permissions.md). */
export const sharingRoutes = {
  grantProject: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/shared-projects/:id/access',
    summary: 'Grant EDIT or VIEW on a project (owner and managers)',
    params: IdParams,
    body: GrantBody,
    response: GrantAnswer,
  }),
  sharedWithMe: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/shared-projects',
    summary: 'Active projects shared with you, directly or through a folder, paged',
    query: SharedProjectListQuery,
    response: ProjectsPage,
  }),
  sharedProject: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/shared-projects/:id',
    summary: 'A project shared with you and what you may do with it',
    params: IdParams,
    response: ProjectDetailAnswer,
  }),
  revokeProject: defineRoute({
    ...base,
    method: 'DELETE',
    path: '/v1/shared-projects/:id/access',
    summary: "Remove a user's grant on a project (anyone may remove their own)",
    params: IdParams,
    body: RevokeBody,
    response: Ok,
  }),
  mySharedList: defineRoute({
    ...base,
    method: 'GET',
    path: '/v2/projects/shared-list',
    summary: 'The grants you gave on your projects, newest first, paged',
    query: PageQuery,
    response: GrantsPage,
  }),
  projectSharedList: defineRoute({
    ...base,
    method: 'GET',
    path: '/v2/projects/:id/shared-list',
    summary: 'Who a project is shared with: its own grants and those of the folders above it',
    params: IdParams,
    response: GrantsAnswer,
  }),
  assetAccesses: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/asset-accesses/:id',
    summary: "Accesses to a project or folder: everyone's for its owner and managers, else your own",
    params: IdParams,
    query: AssetAccessQuery,
    response: AssetAccessesAnswer,
  }),
  grantAssetAccess: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/asset-accesses/:id',
    summary: 'Give a user READ/ACCESS (a VIEW grant) or WRITE (an EDIT grant)',
    params: IdParams,
    body: AssetAccessBody,
    response: AssetAccessAnswer,
  }),
  changeAssetAccess: defineRoute({
    ...base,
    method: 'PATCH',
    path: '/v1/asset-accesses/:id',
    summary: "Change a user's existing access",
    params: IdParams,
    body: AssetAccessBody,
    response: AssetAccessAnswer,
  }),
  revokeAssetAccess: defineRoute({
    ...base,
    method: 'DELETE',
    path: '/v1/asset-accesses/:id',
    summary: "Remove a user's access",
    params: IdParams,
    body: AssetAccessRevokeBody,
    response: Ok,
  }),
};
