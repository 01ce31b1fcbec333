import { enterpriseRoutes as r, toPage } from '@roomcraft/contract';
import { notFound } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import { presentUser } from '../users/user.presenter.ts';
import { presentEnterprise, presentEnterprisePublic } from './enterprise.presenter.ts';
import type { EnterprisesRepository } from './enterprises.repository.ts';
import type { EnterprisesService } from './enterprises.service.ts';

export function enterpriseBindings(
  service: EnterprisesService,
  enterprises: EnterprisesRepository,
  publicUrl: string,
) {
  const membersPage = r.users;
  return [
    bind(r.get, async ({ user, params }) => ({
      enterprise: presentEnterprise(await service.ofMember(user, params.id)),
    })),
    ...[membersPage, r.enterpriseUsers].map((def) =>
      bind(def, async ({ user, params, query }) => {
        const { page, size, ...filter } = query;
        const { rows, totalCount } = await service.members(user, params.id, filter, page, size);
        return toPage(rows.map(presentUser), page, size, totalCount);
      }),
    ),
    bind(r.enterpriseUsersCount, async ({ user, params, query }) => ({
      totalCount: await service.countMembers(user, params.id, query),
    })),
    bind(r.addUser, async ({ user, params, body, request }) => ({
      user: presentUser(await service.addMember(user, params.id, body, request.headers.origin ?? publicUrl)),
    })),
    bind(r.changeRole, async ({ user, params, body }) => ({
      user: presentUser(await service.changeRole(user, params.id, params.userId, body.rank)),
    })),
    bind(r.partners, async ({ user, params }) => ({
      partners: (await service.partners(user, params.id)).map(presentEnterprisePublic),
    })),
    bind(r.addPartner, async ({ user, params, body }) => ({
      partners: (await service.setPartner(user, params.id, body.partnerId, true)).map(
        presentEnterprisePublic,
      ),
    })),
    bind(r.removePartner, async ({ user, params, body }) => ({
      partners: (await service.setPartner(user, params.id, body.partnerId, false)).map(
        presentEnterprisePublic,
      ),
    })),
    bind(r.publicByUrl, async ({ params }) => {
      const enterprise = await enterprises.byUrl(params.url);
      if (!enterprise) throw notFound('enterprise');
      return { enterprise: presentEnterprisePublic(enterprise) };
    }),
    bind(r.productLibrarySettings, async ({ user, params, body }) => ({
      enterprise: presentEnterprise(
        await service.updateSettings(user, params.id, 'product_library_settings', body),
      ),
    })),
    bind(r.projectSettings, async ({ user, params, body }) => ({
      enterprise: presentEnterprise(await service.updateSettings(user, params.id, 'project_settings', body)),
    })),
    bind(r.watermarkSettings, async ({ user, params, body }) => ({
      enterprise: presentEnterprise(
        await service.updateSettings(user, params.id, 'watermark_settings', body),
      ),
    })),
  ];
}
