import { z } from 'zod';
import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import { Image, ImageAnswer, ImageFileQuery, ImageListQuery, ImagesAnswer } from '../schemas/images.ts';

const tags = ['images'];
const base = { surface: 'api', tags } as const;

export const imageRoutes = {
  list: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/image',
    access: 'session',
    summary: 'A project’s images, newest first, paged',
    query: ImageListQuery,
    response: pageOf(Image),
  }),
  byIds: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/image/byIds',
    access: 'session',
    summary: 'Images by comma-joined ids (those the caller may see)',
    query: z.object({ imageIds: z.string().max(5000), mlMeta: z.string().optional() }),
    response: ImagesAnswer,
  }),
  byUuid: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/image/byUuid/:id',
    access: 'session',
    summary: 'An image by its uuid',
    params: IdParams,
    response: ImageAnswer,
  }),
  get: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/image/:id',
    access: 'session',
    summary: 'An image',
    params: IdParams,
    response: ImageAnswer,
  }),
  file: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/image/:id/file',
    access: 'optionalSession',
    summary: 'The picture itself, resized and converted on request (the id in the URL is the capability)',
    params: IdParams,
    query: ImageFileQuery,
    response: z.unknown(),
  }),
};
