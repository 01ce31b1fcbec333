import { directoryRoutes as r } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import { presentAccess } from '../access/access.presenter.ts';
import type { SharingService } from '../sharing/sharing.service.ts';
import type { DirectoriesService } from './directories.service.ts';
import { presentDirectory } from './directory.presenter.ts';

const ok = { ok: true as const };

export function directoryBindings(service: DirectoriesService, sharing: SharingService) {
  return [
    bind(r.create, async ({ user, body }) => ({
      directory: presentDirectory(await service.create(user, body)),
    })),
    bind(r.mine, async ({ user, query }) => ({
      directories: (await service.mine(user, query.type, query.sort)).map(presentDirectory),
    })),
    bind(r.sharedWithMe, async ({ user, query }) => ({
      directories: (await service.sharedWith(user, query.type, query.sort)).map(presentDirectory),
    })),
    bind(r.get, async ({ user, params }) => {
      const { directory, role } = await service.get(user, params.id);
      return { directory: presentDirectory(directory), access: presentAccess(role) };
    }),
    bind(r.update, async ({ user, params, body }) => ({
      directory: presentDirectory(await service.update(user, params.id, body)),
    })),
    bind(r.remove, async ({ user, params }) => {
      await service.remove(user, params.id);
      return ok;
    }),
    bind(r.path, async ({ user, params }) => ({
      directories: (await service.path(user, params.id)).map(presentDirectory),
    })),
    bind(r.permissions, async ({ user, params }) => ({
      permissions: await sharing.grantsOn(user, { kind: 'DIRECTORY', id: params.id }),
    })),
    bind(r.grant, async ({ user, params, body }) => ({
      grant: await sharing.grant(user, { kind: 'DIRECTORY', id: params.id }, body.userId, body.accessType),
    })),
    bind(r.revoke, async ({ user, params, body }) => {
      await sharing.revoke(user, { kind: 'DIRECTORY', id: params.id }, body.userId);
      return ok;
    }),
  ];
}
