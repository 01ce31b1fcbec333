import { type QuotaPlan, RenderQuotaTier, quotaRoutes as r } from '@roomcraft/contract';
import { notFound } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PlansRepository } from './plans.repository.ts';
import { type QuotasService, quotaOwnerOf } from './quotas.service.ts';

export function quotaBindings(service: QuotasService, users: UsersRepository, plans: PlansRepository) {
  // The plans as operators keep them in the database: their units for the included seats.
  const planAnswer = async (name: string) => {
    const plan = await plans.byPlan(name);
    if (!plan) throw notFound('plan');
    return {
      plan: plan.plan as (typeof QuotaPlan)[number],
      tiers: RenderQuotaTier.map((tier) => ({ tier, limit: plan.units[tier] })),
    };
  };
  return [
    bind(r.publicPlan, async ({ params }) => planAnswer(params.plan)),
    bind(r.plan, async ({ params }) => planAnswer(params.plan)),
    bind(r.ofUser, async ({ user, params }) => ({
      quota: await service.present(await service.visibleFor(user, await users.byId(params.id))),
    })),
    bind(r.usersQuotas, async ({ user, params }) => ({
      quotas: [await service.present(await service.visibleFor(user, await users.byId(params.id)))],
    })),
    bind(r.mine, async ({ user }) => ({
      quotas: [await service.present(await service.current(quotaOwnerOf(user)))],
    })),
    bind(r.usageHistory, async ({ user, query }) => ({
      days: (await service.usageHistory(quotaOwnerOf(user), query.days)) as {
        date: string;
        tier: (typeof RenderQuotaTier)[number];
        units: number;
      }[],
    })),
    bind(r.consume, async ({ user, params }) => ({
      quota: await service.present(await service.consume(user, params.id, params.tier)),
    })),
  ];
}
