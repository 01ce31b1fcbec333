import type { DB, ShareKeysTable } from '@roomcraft/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

export type ShareKeyRow = Selectable<ShareKeysTable>;

export interface ShareKeyFilter {
  /** The caller's own projects… */
  ownerId: string;
  /** …and, for a manager, every project of their team. */
  enterpriseId: string | null;
  onlyPublic: boolean;
  projectIds?: string[];
  newestFirst: boolean;
}

/** Queries of share keys; a revoked key is kept (revoked_at set) and never matches again. */
export class ShareKeysRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private live() {
    return this.db
      .selectFrom('share_keys')
      .selectAll('share_keys')
      .where('share_keys.revoked_at', 'is', null);
  }

  async insert(values: Insertable<ShareKeysTable>): Promise<void> {
    await this.db.insertInto('share_keys').values(values).execute();
  }

  liveById(id: string): Promise<ShareKeyRow | undefined> {
    return this.live().where('share_keys.id', '=', id).executeTakeFirst();
  }

  async revoke(id: string): Promise<void> {
    await this.db.updateTable('share_keys').set({ revoked_at: new Date() }).where('id', '=', id).execute();
  }

  ofProject(projectId: string): Promise<ShareKeyRow[]> {
    return this.live().where('share_keys.project_id', '=', projectId).orderBy('created_at', 'desc').execute();
  }

  /** The live key `key` of an active project. */
  opening(projectId: string, key: string): Promise<ShareKeyRow | undefined> {
    return this.live()
      .innerJoin('projects', 'projects.id', 'share_keys.project_id')
      .where('share_keys.key', '=', key)
      .where('share_keys.project_id', '=', projectId)
      .where('projects.state', '=', 0)
      .executeTakeFirst();
  }

  async hasPublicKey(projectId: string): Promise<boolean> {
    const row = await this.live()
      .where('share_keys.project_id', '=', projectId)
      .where('share_keys.visibility', '=', 'PUBLIC')
      .executeTakeFirst();
    return row !== undefined;
  }

  private matching(filter: ShareKeyFilter) {
    let query = this.live()
      .innerJoin('projects', 'projects.id', 'share_keys.project_id')
      .where('projects.state', '=', 0)
      .where((eb) =>
        eb.or([
          eb('projects.user_id', '=', filter.ownerId),
          ...(filter.enterpriseId ? [eb('projects.enterprise_id', '=', filter.enterpriseId)] : []),
        ]),
      );
    if (filter.onlyPublic) query = query.where('share_keys.visibility', '=', 'PUBLIC');
    if (filter.projectIds?.length) query = query.where('share_keys.project_id', 'in', filter.projectIds);
    return query;
  }

  async page(filter: ShareKeyFilter, page: number, size: number) {
    const direction = filter.newestFirst ? 'desc' : 'asc';
    const [rows, total] = await Promise.all([
      this.matching(filter)
        .orderBy('share_keys.created_at', direction)
        .orderBy('share_keys.id', direction)
        .offset(page * size)
        .limit(size)
        .execute(),
      this.matching(filter)
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, totalCount: Number(total.count) };
  }
}
