import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';

/** Who holds a bookmark: one user, or a whole team. */
export type Holder = { userId: string } | { enterpriseId: string };

const columnOf = (holder: Holder) =>
  'userId' in holder
    ? ({ column: 'user_id', id: holder.userId } as const)
    : ({ column: 'enterprise_id', id: holder.enterpriseId } as const);

export class BookmarksRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async add(projectId: string, holder: Holder): Promise<void> {
    const { column, id } = columnOf(holder);
    await this.db
      .insertInto('bookmarks')
      .values({ project_id: projectId, user_id: null, enterprise_id: null, [column]: id })
      .onConflict((oc) => oc.columns([column, 'project_id']).where(column, 'is not', null).doNothing())
      .execute();
  }

  async remove(projectId: string, holder: Holder): Promise<void> {
    const { column, id } = columnOf(holder);
    await this.db
      .deleteFrom('bookmarks')
      .where('project_id', '=', projectId)
      .where(column, '=', id)
      .execute();
  }
}
