import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';

/** Queries of the notifications and their preferences. */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  page(userId: string, offset: number, limit: number) {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async total(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async uncheckCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('checked_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The newest notification's id and the unread count: what the live stream tells the bell. */
  async bellOf(userId: string) {
    const [count, newest] = await Promise.all([
      this.uncheckCount(userId),
      this.db
        .selectFrom('notifications')
        .select(['id', 'type'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { uncheckCount: count, newestId: newest?.id ?? null, newestType: newest?.type ?? null };
  }

  /** Marks one of the user's notifications read; undefined when it is not theirs. */
  check(userId: string, id: string) {
    return this.db
      .updateTable('notifications')
      .set((eb) => ({ checked_at: eb.fn.coalesce('checked_at', eb.val(new Date())) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  async checkAll(userId: string): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ checked_at: new Date() })
      .where('user_id', '=', userId)
      .where('checked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  preferences(userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', 'in', userIds)
      .execute();
  }

  async savePreferences(userId: string, rows: { type: string; in_app: boolean; email: boolean }[]) {
    await this.db
      .insertInto('notification_preferences')
      .values(rows.map((row) => ({ user_id: userId, ...row })))
      .onConflict((oc) =>
        oc.columns(['user_id', 'type']).doUpdateSet((eb) => ({
          in_app: eb.ref('excluded.in_app'),
          email: eb.ref('excluded.email'),
        })),
      )
      .execute();
  }
}

export type NotificationRow = Awaited<ReturnType<NotificationsRepository['page']>>[number];
