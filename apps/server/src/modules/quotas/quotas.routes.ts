import { QUOTA_PLANS, RenderQuotaTier, quotaRoutes as r } from '@roomcraft/contract';
import { bind } from '../../http/routes.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { type QuotasService, quotaOwnerOf } from './quotas.service.ts';

const planAnswer = (plan: keyof typeof QUOTA_PLANS) => ({
  plan,
  tiers: RenderQuotaTier.map((tier) => ({ tier, limit: QUOTA_PLANS[plan][tier] })),
});

export function quotaBindings(service: QuotasService, users: UsersRepository) {
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
    bind(r.consume, async ({ user, params }) => ({
      quota: await service.present(await service.consume(user, params.id, params.tier)),
    })),
  ];
}
