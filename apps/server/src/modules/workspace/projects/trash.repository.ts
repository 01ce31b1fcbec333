import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';

/** Days a project stays in the trash: the team's setting, 30 for everyone else. */
const RETENTION_DAYS = sql<number>`coalesce((enterprises.project_settings->>'trashRetentionDays')::int, 30)`;

/** The purge's queries. */
export class TrashRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Purges up to `limit` projects whose time in the trash is over, in one transaction: the row stays
   * (state 2) so copies and renders still name it, but its design, folders, grants, keys and
   * bookmarks go. Answers the covers whose files are now to be deleted.
   */
  purgeExpired(limit: number): Promise<{ projectIds: string[]; coverIds: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      const expired = await trx
        .selectFrom('projects')
        .leftJoin('enterprises', 'enterprises.id', 'projects.enterprise_id')
        .select(['projects.id', 'projects.cover_id'])
        .where('projects.state', '=', 1)
        .where('projects.trashed_at', '<', sql<Date>`now() - make_interval(days => ${RETENTION_DAYS})`)
        .limit(limit)
        .forUpdate('projects')
        .skipLocked()
        .execute();
      const ids = expired.map((p) => p.id);
      if (ids.length === 0) return { projectIds: [], coverIds: [] };
      await trx
        .updateTable('projects')
        .set({
          state: 2,
          design: '{}',
          cover_id: null,
          cover_format: null,
          directory_id: null,
          team_directory_id: null,
          updated_at: new Date(),
        })
        .where('id', 'in', ids)
        .execute();
      await trx.deleteFrom('grants').where('project_id', 'in', ids).execute();
      await trx.deleteFrom('share_keys').where('project_id', 'in', ids).execute();
      await trx.deleteFrom('bookmarks').where('project_id', 'in', ids).execute();
      return { projectIds: ids, coverIds: expired.flatMap((p) => (p.cover_id ? [p.cover_id] : [])) };
    });
  }
}
