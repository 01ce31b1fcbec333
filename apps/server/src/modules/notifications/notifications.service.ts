import {
  MAILED_BY_DEFAULT,
  type Notification,
  NotificationType,
  type NotificationTypeName,
} from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type NotificationRow, NotificationsRepository } from './notifications.repository.ts';

/** What a domain tells: whom, what about (the type's data), and the web page it is about. */
export interface NotificationInput {
  type: NotificationTypeName;
  /** Users to tell; the one who caused it is usually left out by the caller. */
  userIds: string[];
  data: Record<string, unknown>;
  /** A path of the web app, e.g. `/projects/p1/renders`. */
  link?: string | null;
}

export interface NotificationPreferenceView {
  type: NotificationTypeName;
  inApp: boolean;
  email: boolean;
}

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type as NotificationTypeName,
  data: row.data as Record<string, unknown>,
  link: row.link,
  checked: row.checked_at !== null,
  createdAt: row.created_at.toISOString(),
});

const defaults = (type: NotificationTypeName): NotificationPreferenceView => ({
  type,
  inApp: true,
  email: MAILED_BY_DEFAULT.includes(type),
});

/**
 * Notifications of every domain (docs/decisions/notifications.md). `notify` only writes rows, so any
 * process with the database may call it (the render worker does); the server's mail task sends the
 * rows marked PENDING, and the live stream reads the unread count.
 */
export class NotificationsService {
  readonly repository: NotificationsRepository;

  constructor(private readonly db: Kysely<DB>) {
    this.repository = new NotificationsRepository(db);
  }

  /** Tells each user, unless they turned the type off; marks the mail PENDING when they want it. */
  async notify(input: NotificationInput, executor: Kysely<DB> = this.db): Promise<number> {
    const userIds = [...new Set(input.userIds)];
    if (userIds.length === 0) return 0;
    const chosen = new Map(
      (await this.repository.preferences(userIds))
        .filter((p) => p.type === input.type)
        .map((p) => [p.user_id, { inApp: p.in_app, email: p.email }]),
    );
    const rows = userIds.flatMap((userId) => {
      const preference = chosen.get(userId) ?? defaults(input.type);
      if (!preference.inApp && !preference.email) return [];
      return [
        {
          id: newId(),
          user_id: userId,
          type: input.type,
          data: JSON.stringify(input.data),
          link: input.link ?? null,
          email_state: preference.email ? ('PENDING' as const) : ('NONE' as const),
          // Mail-only: the row exists to be mailed and does not ring the bell.
          checked_at: preference.inApp ? null : new Date(),
        },
      ];
    });
    if (rows.length) await executor.insertInto('notifications').values(rows).execute();
    return rows.length;
  }

  async list(userId: string, page: number, limit: number) {
    const [rows, totalCount, uncheckCount] = await Promise.all([
      this.repository.page(userId, (page - 1) * limit, limit),
      this.repository.total(userId),
      this.repository.uncheckCount(userId),
    ]);
    return { data: rows.map(presentNotification), page, limit, totalCount, uncheckCount };
  }

  async check(userId: string, id: string): Promise<Notification> {
    const row = await this.repository.check(userId, id);
    if (!row) throw notFound('notification');
    return presentNotification(row);
  }

  /** Every type with the user's choice, or its default. */
  async preferencesOf(userId: string): Promise<NotificationPreferenceView[]> {
    const saved = new Map((await this.repository.preferences([userId])).map((p) => [p.type, p]));
    return NotificationType.map((type) => {
      const p = saved.get(type);
      return p ? { type, inApp: p.in_app, email: p.email } : defaults(type);
    });
  }

  async setPreferences(userId: string, preferences: NotificationPreferenceView[]) {
    await this.repository.savePreferences(
      userId,
      preferences.map((p) => ({ type: p.type, in_app: p.inApp, email: p.email })),
    );
    return this.preferencesOf(userId);
  }
}
