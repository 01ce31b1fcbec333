import { defineRoute } from '../route.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import {
  CreateShareKeyBody,
  PortfolioAnswer,
  PortfolioQuery,
  ProjectShareKeysQuery,
  PublicDetailQuery,
  PublicProjectAnswer,
  ShareKeyAnswer,
  ShareKeysAnswer,
  ShareKeysPage,
  ShareKeysQuery,
} from '../schemas/workspace-share-keys.ts';

const tags = ['share keys'];
const base = { surface: 'api', tags } as const;

/** Links that open a project read-only without signing in (docs/decisions/workspace-share-keys.md). */
export const shareKeyRoutes = {
  list: defineRoute({
    ...base,
    access: 'session',
    method: 'GET',
    path: '/v2/share-keys',
    summary: 'Live share keys of the projects you manage, paged',
    query: ShareKeysQuery,
    response: ShareKeysPage,
  }),
  ofProject: defineRoute({
    ...base,
    access: 'session',
    method: 'GET',
    path: '/v1/projects/share-keys',
    summary: 'Live share keys of one project',
    query: ProjectShareKeysQuery,
    response: ShareKeysAnswer,
  }),
  create: defineRoute({
    ...base,
    access: 'session',
    method: 'POST',
    path: '/v2/share-keys',
    summary: 'Create a PUBLIC or UNLISTED share key for a project (owner and managers)',
    body: CreateShareKeyBody,
    response: ShareKeyAnswer,
    status: 201,
  }),
  revoke: defineRoute({
    ...base,
    access: 'session',
    method: 'DELETE',
    path: '/v2/share-keys/:id',
    summary: 'Revoke a share key; its link stops working at once',
    params: IdParams,
    response: Ok,
  }),
  publicDetail: defineRoute({
    ...base,
    access: 'public',
    method: 'GET',
    path: '/v1/public/projects/:id/detail',
    summary: 'A project opened read-only by its share key, without signing in',
    params: IdParams,
    query: PublicDetailQuery,
    response: PublicProjectAnswer,
  }),
  portfolio: defineRoute({
    ...base,
    access: 'public',
    method: 'GET',
    path: '/v2/public/projects/:id/portfolio',
    summary:
      'The portfolio of a project with a PUBLIC share key or in a public folder, or opened by a share key',
    params: IdParams,
    query: PortfolioQuery,
    response: PortfolioAnswer,
  }),
};
