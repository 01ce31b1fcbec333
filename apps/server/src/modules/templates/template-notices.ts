import { UserRoleRank } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { actorName, type TemplateActor } from './actor.ts';

interface NoticeSubject {
  id: string;
  name: string;
  author_id: string;
  enterprise_id: string | null;
}

/**
 * Who hears about a template's review: a request reaches the enterprise's managers (public requests
 * reach the operators' review queue, which has no bell); a decision reaches the author; a comment
 * reaches the other party.
 */
export class TemplateNotices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly notifications: NotificationsService,
  ) {}

  /** After the status or scope changed to `status` in `scope`. */
  async statusChanged(actor: TemplateActor, t: NoticeSubject, status: string | null, scope: string) {
    const data = { templateId: t.id, templateName: t.name, status, byName: actorName(actor) };
    const link = `/templates/${t.id}`;
    if (status === 'REQUESTED' && scope === 'ENTERPRISE') {
      await this.notifications.notify({
        type: 'TEMPLATE_REVIEW_REQUESTED',
        userIds: (await this.reviewersOf(t)).filter((id) => !isActor(actor, id)),
        data,
        link,
      });
    } else if (status && status !== 'REQUESTED' && !isActor(actor, t.author_id)) {
      await this.notifications.notify({ type: 'TEMPLATE_REVIEWED', userIds: [t.author_id], data, link });
    }
  }

  async commented(actor: TemplateActor, t: NoticeSubject & { scope: string }) {
    const userIds = isActor(actor, t.author_id)
      ? t.scope === 'ENTERPRISE'
        ? await this.reviewersOf(t)
        : []
      : [t.author_id];
    await this.notifications.notify({
      type: 'TEMPLATE_COMMENTED',
      userIds: userIds.filter((id) => !isActor(actor, id)),
      data: { templateId: t.id, templateName: t.name, byName: actorName(actor) },
      link: `/templates/${t.id}`,
    });
  }

  private async reviewersOf(t: NoticeSubject): Promise<string[]> {
    if (!t.enterprise_id) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('enterprise_id', '=', t.enterprise_id)
      .where('role_rank', '>=', UserRoleRank.MANAGER)
      .where('active', '=', true)
      .where('deleted_at', 'is', null)
      .execute();
    return rows.map((r) => r.id);
  }
}

const isActor = (actor: TemplateActor, userId: string) => actor.kind === 'user' && actor.user.id === userId;
