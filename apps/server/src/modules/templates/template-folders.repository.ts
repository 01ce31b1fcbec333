import type { DB, TemplateDirectoriesTable } from '@roomcraft/db';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';

export type FolderRow = Selectable<TemplateDirectoriesTable>;
export type FolderScope = FolderRow['scope'];
/** One tree of folders: a user's PERSONAL or PUBLIC tree, or an enterprise's ENTERPRISE tree. */
export interface FolderTree {
  scope: FolderScope;
  ownerId: string;
  enterpriseId: string | null;
}

/** Queries of template folders only. */
export class TemplateFoldersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  byId(id: string): Promise<FolderRow | undefined> {
    return this.db.selectFrom('template_directories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list(tree: FolderTree): Promise<FolderRow[]> {
    let q = this.db.selectFrom('template_directories').selectAll().where('scope', '=', tree.scope);
    q =
      tree.scope === 'ENTERPRISE'
        ? q.where('enterprise_id', '=', tree.enterpriseId)
        : q.where('owner_id', '=', tree.ownerId);
    return q.orderBy('name').orderBy('id').execute();
  }

  children(id: string): Promise<FolderRow[]> {
    return this.db
      .selectFrom('template_directories')
      .selectAll()
      .where('parent_id', '=', id)
      .orderBy('name')
      .execute();
  }

  async insert(row: Insertable<TemplateDirectoriesTable>): Promise<void> {
    await this.db.insertInto('template_directories').values(row).execute();
  }

  async update(id: string, changes: { name?: string; parent_id?: string | null }): Promise<void> {
    await this.db
      .updateTable('template_directories')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Whether `id` is `candidate` or one of its ancestors (a folder may not move below itself). */
  async isSelfOrAbove(id: string, candidate: string): Promise<boolean> {
    const rows = await sql<{ id: string }>`
      with recursive up(id, parent_id) as (
        select id, parent_id from template_directories where id = ${candidate}
        union all
        select d.id, d.parent_id from template_directories d join up on d.id = up.parent_id
      )
      select id from up where id = ${id}`.execute(this.db);
    return rows.rows.length > 0;
  }

  /** Deletes a folder; its subfolders and templates move up to its parent. */
  async removeKeepingContents(folder: FolderRow): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('template_directories')
        .set({ parent_id: folder.parent_id })
        .where('parent_id', '=', folder.id)
        .execute();
      await tx
        .updateTable('templates')
        .set({ directory_id: folder.parent_id })
        .where('directory_id', '=', folder.id)
        .execute();
      await tx.deleteFrom('template_directories').where('id', '=', folder.id).execute();
    });
  }
}
