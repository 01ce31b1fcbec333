import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import type { UserRow } from '../auth/sessions.ts';

const SEARCH_LIMIT = 20;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Queries of live (not deleted) users. */
export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private live(db: Kysely<DB> = this.db) {
    return db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
  }

  byId(id: string, db?: Kysely<DB>): Promise<UserRow | undefined> {
    return this.live(db).where('id', '=', id).executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.live().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  byIds(ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.live().where('id', 'in', ids).execute();
  }

  async nicknameTaken(nickname: string): Promise<boolean> {
    const row = await this.live()
      .where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Colleagues whose e-mail or name contains the text, plus anyone whose e-mail is exactly it. */
  search(field: 'email' | 'name', text: string, enterpriseId: string | null): Promise<UserRow[]> {
    const pattern = likePattern(text.toLowerCase());
    return this.live()
      .where((eb) => {
        const matches =
          field === 'email'
            ? eb(sql`lower(email)`, 'like', pattern)
            : eb.or([
                eb(sql`lower(nickname)`, 'like', pattern),
                eb(sql`lower(coalesce(name, ''))`, 'like', pattern),
              ]);
        const colleague = enterpriseId
          ? eb.and([eb('enterprise_id', '=', enterpriseId), matches])
          : eb.val(false);
        return eb.or([colleague, eb('email', '=', text.toLowerCase())]);
      })
      .where('active', '=', true)
      .orderBy('email')
      .limit(SEARCH_LIMIT)
      .execute();
  }
}
