import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import {
  DeleteSnapshotsBody,
  PreviewAnswer,
  PreviewBody,
  PreviewsAnswer,
  SnapshotAnswer,
  SnapshotBody,
  SnapshotsAnswer,
  UpdateSnapshotBody,
} from '../schemas/previews.ts';

const tags = ['previews'];
const session = { surface: 'api', tags, access: 'session' } as const;
const Deleted = z.object({ deleted: z.number().int() });

export const previewRoutes = {
  create: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/previews',
    summary: 'Save how a product is shown in its quick-look viewer',
    body: PreviewBody,
    response: PreviewAnswer,
    status: 201,
  }),
  createForUser: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/previews/user/:id',
    summary: 'Save a preview on behalf of a member you manage (or yourself)',
    params: IdParams,
    body: PreviewBody,
    response: PreviewAnswer,
    status: 201,
  }),
  ofProduct: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/previews/product/:id',
    summary: 'The previews of a product you and your team saved',
    params: IdParams,
    response: PreviewsAnswer,
  }),
  get: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/previews/:id',
    summary: 'A preview',
    params: IdParams,
    response: PreviewAnswer,
  }),
  removeOfProduct: defineRoute({
    ...session,
    method: 'DELETE',
    path: '/v1/previews/product/:id',
    summary: 'Delete your previews of a product (a manager: the team’s)',
    params: IdParams,
    response: Deleted,
  }),
  createSnapshot: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/preview-snapshots',
    summary: 'Keep a picture taken in a preview',
    body: SnapshotBody,
    response: SnapshotAnswer,
    status: 201,
    bodyLimit: 8 * 1024 * 1024,
  }),
  snapshotsOfPreview: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/preview-snapshots/preview/:id',
    summary: 'The pictures of a preview, in order',
    params: IdParams,
    response: SnapshotsAnswer,
  }),
  getSnapshot: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/preview-snapshots/:id',
    summary: 'A picture of a preview',
    params: IdParams,
    response: SnapshotAnswer,
  }),
  updateSnapshot: defineRoute({
    ...session,
    method: 'PUT',
    path: '/v1/preview-snapshots/:id',
    summary: 'Change a picture’s caption or place',
    params: IdParams,
    body: UpdateSnapshotBody,
    response: SnapshotAnswer,
  }),
  removeSnapshots: defineRoute({
    ...session,
    method: 'DELETE',
    path: '/v1/preview-snapshots',
    summary: 'Delete pictures by id',
    body: DeleteSnapshotsBody,
    response: Deleted,
  }),
  snapshotFile: defineRoute({
    ...session,
    access: 'optionalSession',
    method: 'GET',
    path: '/v1/preview-snapshots/:id/file',
    summary: 'The picture itself (its id is the capability)',
    params: IdParams,
    response: z.unknown(),
  }),
};
