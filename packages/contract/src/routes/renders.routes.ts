import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import {
  CreateRendersBody,
  EnginesAnswer,
  RenderStreamQuery,
  RendersAnswer,
  RendersByIdsQuery,
  RendersQuery,
} from '../schemas/renders.ts';

const tags = ['renders'];
const base = { surface: 'api', tags } as const;

export const renderRoutes = {
  create: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/renders',
    access: 'session',
    summary: 'Render the project’s current design, one job per camera; each job takes one quota unit',
    body: CreateRendersBody,
    response: RendersAnswer,
    status: 201,
  }),
  list: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/renders',
    access: 'session',
    summary: 'Render jobs of one editor session (or one project), newest first',
    query: RendersQuery,
    response: RendersAnswer,
  }),
  byIds: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/renders/byIds',
    access: 'session',
    summary:
      'Jobs by id, of anyone, in projects the caller may see (the tour viewer reads its stations’ cameras)',
    query: RendersByIdsQuery,
    response: RendersAnswer,
  }),
  stream: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/renders/stream',
    access: 'session',
    summary:
      'Server-sent events: `renders`, the session’s (or project’s) jobs each time one changes; `notifications`, the bell (unread count, newest) each time it changes',
    query: RenderStreamQuery,
    response: z.unknown(),
  }),
  engines: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/renders/engines',
    access: 'session',
    summary: 'Which render engines the workers have',
    response: EnginesAnswer,
  }),
  bakedScene: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/renders/baked/:id',
    access: 'optionalSession',
    summary:
      'The walk-through scene of a baked render (binary glTF with its light maps), by its BAKING image’s id (the id is the capability)',
    params: IdParams,
    response: z.unknown(),
  }),
};
