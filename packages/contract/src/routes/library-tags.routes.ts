import { defineRoute } from '../route.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import {
  CreateTagGroupBody,
  RemoveTagGroupBody,
  TagAnswer,
  TagGroupAnswer,
  TagGroupsAnswer,
  TagOwnerQuery,
  TagsAnswer,
  TagsQuery,
  TagValueParams,
  UpdateTagGroupBody,
  UpdateTagGroupByBody,
} from '../schemas/library-tags.ts';

const tags = ['library: tags'];
const session = { surface: 'api', tags, access: 'session' } as const;

export const libraryTagRoutes = {
  list: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/tags',
    summary: 'Tags of the caller (or of an enterprise), filtered by part of their value',
    query: TagsQuery,
    response: TagsAnswer,
  }),
  get: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/tags/:value',
    summary: 'One tag and what it is on',
    params: TagValueParams,
    query: TagOwnerQuery,
    response: TagAnswer,
  }),
  groups: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/tagGroups',
    summary: 'Tag groups of the caller (or of an enterprise)',
    query: TagOwnerQuery,
    response: TagGroupsAnswer,
  }),
  createGroup: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/tagGroups',
    summary: 'Create a tag group',
    body: CreateTagGroupBody,
    response: TagGroupAnswer,
    status: 201,
  }),
  updateGroup: defineRoute({
    ...session,
    method: 'PATCH',
    path: '/v1/tagGroups/:id',
    summary: 'Rename a tag group or change its tags',
    params: IdParams,
    body: UpdateTagGroupBody,
    response: TagGroupAnswer,
  }),
  removeGroup: defineRoute({
    ...session,
    method: 'DELETE',
    path: '/v1/tagGroups/:id',
    summary: 'Delete a tag group (its tags stay)',
    params: IdParams,
    response: Ok,
  }),
  updateGroupByBody: defineRoute({
    ...session,
    method: 'PATCH',
    path: '/v1/tagGroups',
    summary: 'Rename a tag group or change its tags (the id in the body)',
    body: UpdateTagGroupByBody,
    response: TagGroupAnswer,
  }),
  removeGroupByBody: defineRoute({
    ...session,
    method: 'DELETE',
    path: '/v1/tagGroups',
    summary: 'Delete a tag group, its id in the body (its tags stay)',
    body: RemoveTagGroupBody,
    response: Ok,
  }),
};
