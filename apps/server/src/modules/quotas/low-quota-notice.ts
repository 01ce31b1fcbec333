import { UserRoleRank } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { NotificationsService } from '../notifications/notifications.service.ts';
import type { QuotaOwner } from './quotas.service.ts';

/** A tier is running low when a tenth of its units (at least one) is left. */
export const lowMark = (limit: number) => Math.max(1, Math.ceil(limit / 10));

/**
 * Tells the quota's owner (a personal user, or the enterprise's managers and admins) once, at the
 * charge that brings a tier down to its low mark.
 */
export class LowQuotaNotice {
  private readonly notifications: NotificationsService;

  constructor(private readonly db: Kysely<DB>) {
    this.notifications = new NotificationsService(db);
  }

  async afterCharge(owner: QuotaOwner, tier: string, limit: number, used: number): Promise<void> {
    const remaining = limit - used;
    if (limit <= 1 || remaining !== lowMark(limit)) return;
    await this.notifications.notify({
      type: 'QUOTA_LOW',
      userIds: await this.ownersOf(owner),
      data: { tier, limit, remaining, ownerType: owner.type },
      link: '/account',
    });
  }

  /** The people to tell: the personal owner, or the enterprise's managers and admins; active ones only. */
  private async ownersOf(owner: QuotaOwner): Promise<string[]> {
    let query = this.db.selectFrom('users').select('id');
    query =
      owner.type === 'USER'
        ? query.where('id', '=', owner.id)
        : query.where('enterprise_id', '=', owner.id).where('role_rank', '>=', UserRoleRank.MANAGER);
    const rows = await query.where('active', '=', true).where('deleted_at', 'is', null).execute();
    return rows.map((r) => r.id);
  }
}
