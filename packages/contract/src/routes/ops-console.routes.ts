import { z } from 'zod';
import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import {
  AuditEntry,
  AuditLogQuery,
  OpsUser,
  OpsUserAnswer,
  OpsUsersQuery,
  PasswordResetAnswer,
  RenderQueueHealth,
} from '../schemas/ops-console.ts';

const tags = ['back-office'];
const operator = { surface: 'ops', tags, access: 'operator' } as const;

/** The operators' console beyond enterprises: users, the render queue, and the audit log. */
export const opsConsoleRoutes = {
  users: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/users',
    summary: 'Users of every enterprise and the personal ones, searched and paged',
    query: OpsUsersQuery,
    response: pageOf(OpsUser),
  }),
  deactivateUser: defineRoute({
    ...operator,
    method: 'PATCH',
    path: '/v1/users/:id/deactivation',
    summary: 'Deactivate a user: their sessions end at once (audited)',
    params: IdParams,
    response: OpsUserAnswer,
  }),
  activateUser: defineRoute({
    ...operator,
    method: 'PATCH',
    path: '/v1/users/:id/activation',
    summary: 'Activate a user again (audited)',
    params: IdParams,
    response: OpsUserAnswer,
  }),
  resetPassword: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/users/:id/password-reset',
    summary: 'Give the user a temporary password by e-mail and end their sessions (audited)',
    params: IdParams,
    response: PasswordResetAnswer,
  }),
  renderQueue: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/render-queue',
    summary: 'Render queue health: queued, running and failed jobs, per worker, and the recent failures',
    response: RenderQueueHealth,
  }),
  retryRender: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/render-queue/jobs/:id/retry',
    summary: 'Queue a failed render again, without taking another unit (audited)',
    params: IdParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  auditLog: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/audit-log',
    summary: 'Every operator action, newest first: who, what, when, before and after',
    query: AuditLogQuery,
    response: pageOf(AuditEntry),
  }),
};
