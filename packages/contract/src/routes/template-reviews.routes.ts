import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import { CommentAnswer, CreateCommentBody, TemplateFilter, TemplatePage } from '../schemas/templates.ts';

const tags = ['templates'];

/** The back office's review of public templates. */
export const templateOpsRoutes = {
  reviewQueue: defineRoute({
    surface: 'ops',
    tags,
    access: 'operator',
    method: 'GET',
    path: '/v1/templates/review',
    summary: 'Public templates waiting for review (REQUESTED) and back for revision',
    query: TemplateFilter,
    response: TemplatePage,
  }),
  review: defineRoute({
    surface: 'ops',
    tags,
    access: 'operator',
    method: 'POST',
    path: '/v1/templates/:id/review',
    summary: 'Publish, send back for revision, or reject a public template, with a comment',
    params: IdParams,
    body: CreateCommentBody,
    response: CommentAnswer,
    status: 201,
  }),
};
