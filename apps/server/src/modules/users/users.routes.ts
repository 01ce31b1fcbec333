import { userRoutes as r } from '@roomcraft/contract';
import { bind } from '../../http/routes.ts';
import { presentEnterprisePublic } from '../enterprises/enterprise.presenter.ts';
import type { EnterprisesRepository } from '../enterprises/enterprises.repository.ts';
import { presentUser, presentUserSummary } from './user.presenter.ts';
import type { UsersRepository } from './users.repository.ts';
import type { UsersService } from './users.service.ts';

export function userBindings(
  service: UsersService,
  users: UsersRepository,
  enterprises: EnterprisesRepository,
) {
  return [
    bind(r.me, async ({ user }) => ({ user: presentUser(user) })),
    bind(r.exist, async ({ query }) => {
      const byEmail = query.email ? await users.byEmail(query.email) : undefined;
      const byNickname = query.nickname ? await users.nicknameTaken(query.nickname) : false;
      return { exist: byEmail !== undefined || byNickname };
    }),
    bind(r.ids, async ({ user, query }) => ({
      users: (await service.visibleByIds(user, query.ids)).map(presentUserSummary),
    })),
    bind(r.byEmail, async ({ params }) => ({ user: presentUser(await service.byEmail(params.address)) })),
    bind(r.enterprisesOfEmail, async ({ params }) => {
      const target = await users.byEmail(params.address);
      const enterprise = target?.enterprise_id ? await enterprises.byId(target.enterprise_id) : undefined;
      return { enterprises: enterprise ? [presentEnterprisePublic(enterprise)] : [] };
    }),
    bind(r.searchEmailV2, async ({ user, params }) => ({
      users: (await users.search('email', params.text, user.enterprise_id)).map(presentUserSummary),
    })),
    bind(r.searchEmail, async ({ user, params }) => ({
      users: (await users.search('email', params.text, user.enterprise_id)).map(presentUserSummary),
    })),
    bind(r.searchName, async ({ user, params }) => ({
      users: (await users.search('name', params.text, user.enterprise_id)).map(presentUserSummary),
    })),
    bind(r.byId, async ({ user, params }) => ({
      user: presentUser(await service.visibleUser(user, params.id)),
    })),
    bind(r.updateMe, async ({ user, body }) => ({ user: presentUser(await service.updateMe(user, body)) })),
    bind(r.createSalesAccount, async ({ user, body }) => ({
      user: presentUser(await service.createSalesAccount(user, body)),
    })),
    bind(r.updateSalesAccount, async ({ user, params, body }) => ({
      user: presentUser(await service.updateSalesAccount(user, params.id, body)),
    })),
    bind(r.deactivate, async ({ user, params }) => ({
      user: presentUser(await service.setActive(user, params.id, false)),
    })),
    bind(r.activate, async ({ user, params }) => ({
      user: presentUser(await service.setActive(user, params.id, true)),
    })),
    bind(r.changePassword, async ({ user, params, body, principal }) => {
      await service.changePassword(user, params.id, body, principal!.sessionId);
      return { ok: true as const };
    }),
    bind(r.remove, async ({ user, params }) => {
      const { successor } = await service.remove(user, params.id);
      return { deleted: true as const, projectsTransferredTo: successor?.id ?? null };
    }),
  ];
}
