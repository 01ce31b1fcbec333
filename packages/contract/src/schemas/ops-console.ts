import { z } from 'zod';
import { PageQuery } from '../paging.ts';
import { Id } from './common.ts';
import { User } from './users.ts';

export const OpsUsersQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional().describe('part of the e-mail, nickname or name'),
  enterpriseId: Id.optional(),
});
export const OpsUser = User.extend({ enterpriseName: z.string().nullable() });
export const OpsUserAnswer = z.object({ user: OpsUser });
export const PasswordResetAnswer = z.object({
  user: OpsUser,
  mailed: z.boolean().describe('the temporary password went to the user’s e-mail'),
});

export const AuditEntry = z.object({
  id: z.string(),
  operator: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z
    .string()
    .describe('what was done: user.deactivate, enterprise.create, or the METHOD /path of a call'),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export const AuditLogQuery = PageQuery.extend({
  targetId: Id.optional(),
  operatorId: Id.optional(),
});

export const RenderQueueHealth = z.object({
  totals: z.object({ queued: z.number().int(), running: z.number().int(), failed: z.number().int() }),
  workers: z.array(
    z.object({
      workerId: z.string(),
      hostname: z.string(),
      seenAt: z.string(),
      live: z.boolean().describe('heard from within the silence limit'),
      running: z.number().int(),
      done: z.number().int().describe('jobs it finished in the last 24 hours'),
      failed: z.number().int().describe('jobs that failed on it in the last 24 hours'),
    }),
  ),
  failedJobs: z.array(
    z.object({
      id: z.string(),
      projectId: z.string(),
      userId: z.string(),
      type: z.number().int(),
      tier: z.string(),
      workerId: z.string().nullable(),
      attempts: z.number().int(),
      error: z.string().nullable(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
