import { notificationRoutes as r } from '@roomcraft/contract';
import { bind } from '../../http/routes.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The caller's own notifications: every call reads and changes only the signed-in user's rows. */
export function notificationBindings(service: NotificationsService) {
  return [
    bind(r.list, async ({ user, query }) => service.list(user.id, query.page, query.limit)),
    bind(r.uncheckCount, async ({ user }) => ({ count: await service.repository.uncheckCount(user.id) })),
    bind(r.checkAll, async ({ user }) => ({ checked: await service.repository.checkAll(user.id) })),
    bind(r.check, async ({ user, params }) => ({ notification: await service.check(user.id, params.id) })),
    bind(r.preferences, async ({ user }) => ({ preferences: await service.preferencesOf(user.id) })),
    bind(r.setPreferences, async ({ user, body }) => ({
      preferences: await service.setPreferences(user.id, body.preferences),
    })),
  ];
}
