import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import {
  ConsumeParams,
  PlanAnswer,
  PlanParams,
  QuotaAnswer,
  QuotasAnswer,
  UsageHistoryAnswer,
  UsageHistoryQuery,
} from '../schemas/quotas.ts';

const tags = ['quotas'];
const base = { surface: 'api', tags } as const;

export const quotaRoutes = {
  publicPlan: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/public/quota/:plan',
    access: 'public',
    summary: 'The render units a plan grants each month (read from the plans operators keep)',
    params: PlanParams,
    response: PlanAnswer,
  }),
  ofUser: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/quota/user/:id',
    access: 'session',
    summary: 'The quota that applies to a user this month (their enterprise’s, or their own)',
    params: IdParams,
    response: QuotaAnswer,
  }),
  mine: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/subscription-quotas',
    access: 'session',
    summary: 'The caller’s subscription quotas this month',
    response: QuotasAnswer,
  }),
  usageHistory: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/subscription-quotas/usage-history',
    access: 'session',
    summary: 'Units the caller’s quota owner took per day and tier (the billing page’s chart)',
    query: UsageHistoryQuery,
    response: UsageHistoryAnswer,
  }),
  usersQuotas: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/subscription-quotas/users/:id',
    access: 'session',
    summary: 'A user’s subscription quotas this month',
    params: IdParams,
    response: QuotasAnswer,
  }),
  plan: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/subscription-quotas/plans/:plan',
    access: 'session',
    summary: 'The render units a plan grants each month',
    params: PlanParams,
    response: PlanAnswer,
  }),
  consume: defineRoute({
    ...base,
    method: 'DELETE',
    path: '/v1/subscription-quotas/:id/:tier',
    access: 'session',
    summary: 'Consume one unit of a tier; 409 quota_exhausted when none is left',
    params: ConsumeParams,
    response: QuotaAnswer,
  }),
};
