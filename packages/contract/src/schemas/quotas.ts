import { z } from 'zod';
import { QuotaPlan, RenderQuotaTier } from '../enums.ts';
import { Id, IsoDate } from './common.ts';

export const QuotaTierState = z.object({
  tier: z.enum(RenderQuotaTier),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});

/** One owner's render units for the current month. */
export const SubscriptionQuota = z.object({
  id: Id,
  ownerType: z.enum(['USER', 'ENTERPRISE']),
  ownerId: Id,
  plan: z.enum(QuotaPlan),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  tiers: z.array(QuotaTierState),
});
export type SubscriptionQuota = z.infer<typeof SubscriptionQuota>;

export const QuotaAnswer = z.object({ quota: SubscriptionQuota });
export const QuotasAnswer = z.object({ quotas: z.array(SubscriptionQuota) });
export const PlanAnswer = z.object({
  plan: z.enum(QuotaPlan),
  tiers: z.array(z.object({ tier: z.enum(RenderQuotaTier), limit: z.number().int() })),
});
export const PlanParams = z.object({ plan: z.enum(QuotaPlan) });
export const ConsumeParams = z.object({ id: Id, tier: z.enum(RenderQuotaTier) });

/** Units taken per day and tier (refunded ones left out), oldest first. */
export const UsageHistoryAnswer = z.object({
  days: z.array(z.object({ date: z.string(), tier: z.enum(RenderQuotaTier), units: z.number().int() })),
});
export const UsageHistoryQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
