import type { DB, TemplateGroupsTable } from '@roomcraft/db';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';

export type GroupRow = Selectable<TemplateGroupsTable>;

/** Queries of template groups only. */
export class TemplateGroupsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  byId(id: string): Promise<GroupRow | undefined> {
    return this.db.selectFrom('template_groups').selectAll().where('id', '=', id).executeTakeFirst();
  }

  selected(scope: GroupRow['scope'], enterpriseId: string | null): Promise<GroupRow[]> {
    let q = this.db
      .selectFrom('template_groups')
      .selectAll()
      .where('scope', '=', scope)
      .where('selected', '=', true);
    if (enterpriseId) q = q.where('enterprise_id', '=', enterpriseId);
    return q.orderBy('updated_at', 'desc').orderBy('id').execute();
  }

  async insert(row: Insertable<TemplateGroupsTable>, templateIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('template_groups').values(row).execute();
      await tx.updateTable('templates').set({ group_id: row.id }).where('id', 'in', templateIds).execute();
    });
  }

  async update(id: string, changes: Partial<Insertable<TemplateGroupsTable>>): Promise<void> {
    await this.db
      .updateTable('template_groups')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
}
