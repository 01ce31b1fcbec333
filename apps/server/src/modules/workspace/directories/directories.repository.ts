import type { DB, DirectoriesTable } from '@roomcraft/db';
import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Transaction,
} from 'kysely';
import { folderChain } from '../access/folder-chain.ts';

export type DirectoryRow = Selectable<DirectoriesTable>;
export type DirectoryType = DirectoriesTable['scope'];
/** The tree a folder belongs to: one user's personal or public folders, or one team's folders. */
export type Tree = { scope: DirectoryType; ownerId: string; enterpriseId: string | null };

const ORDER = {
  ID: 'id',
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
  NAME: sql`lower(name)`,
  CUSTOM: 'position',
} as const;
export type DirectorySort = `${keyof typeof ORDER}_${'ASC' | 'DESC'}`;

function treeCondition(eb: ExpressionBuilder<DB, 'directories'>, tree: Tree) {
  return eb.and([
    eb('scope', '=', tree.scope),
    tree.scope === 'ENTERPRISE'
      ? eb('enterprise_id', '=', tree.enterpriseId)
      : eb('owner_id', '=', tree.ownerId),
  ]);
}

/** Queries of folders and of the trees they make. */
export class DirectoriesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  byId(id: string): Promise<DirectoryRow | undefined> {
    return this.db.selectFrom('directories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private inTree(db: Kysely<DB>, tree: Tree) {
    return db.selectFrom('directories').where((eb) => treeCondition(eb, tree));
  }

  /** The folders of some trees, each after its siblings by the order asked. */
  async listTrees(trees: Tree[], sort: DirectorySort): Promise<DirectoryRow[]> {
    if (trees.length === 0) return [];
    const query = this.db
      .selectFrom('directories')
      .selectAll()
      .where((eb) => eb.or(trees.map((tree) => treeCondition(eb, tree))));
    return this.sorted(query, sort).execute();
  }

  /** Folders of a type shared with a user (granted, and everything below), not counting their own. */
  listShared(userId: string, scopes: DirectoryType[], sort: DirectorySort): Promise<DirectoryRow[]> {
    const shared = this.db
      .withRecursive('shared_dirs(id)', (db) =>
        db
          .selectFrom('grants')
          .select('directory_id as id')
          .where('user_id', '=', userId)
          .where('directory_id', 'is not', null)
          .union((db) =>
            db
              .selectFrom('directories as d')
              .innerJoin('shared_dirs', 'shared_dirs.id', 'd.parent_id')
              .select('d.id'),
          ),
      )
      .selectFrom('shared_dirs')
      .select('shared_dirs.id');
    const query = this.db
      .selectFrom('directories')
      .selectAll()
      .where('id', 'in', shared)
      .where('scope', 'in', scopes)
      .where('owner_id', '<>', userId);
    return this.sorted(query, sort).execute();
  }

  private sorted(query: SelectQueryBuilder<DB, 'directories', DirectoryRow>, sort: DirectorySort) {
    const cut = sort.lastIndexOf('_');
    const direction = sort.slice(cut + 1) === 'DESC' ? 'desc' : 'asc';
    return query.orderBy(ORDER[sort.slice(0, cut) as keyof typeof ORDER], direction).orderBy('id', direction);
  }

  /** From the top of the tree down to the folder. */
  async path(id: string): Promise<DirectoryRow[]> {
    const chain = await folderChain(this.db, [id]).select(['id', 'depth']).execute();
    const rows = await this.db
      .selectFrom('directories')
      .selectAll()
      .where(
        'id',
        'in',
        chain.map((c) => c.id),
      )
      .execute();
    const depth = new Map(chain.map((c) => [c.id, Number(c.depth)]));
    return rows.sort((a, b) => depth.get(b.id)! - depth.get(a.id)!);
  }

  /** Whether `id` is `candidate` or lies above it, so `candidate` cannot become its parent. */
  async isSelfOrAbove(id: string, candidate: string): Promise<boolean> {
    const row = await folderChain(this.db, [candidate]).select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  async insert(values: Insertable<DirectoriesTable>): Promise<void> {
    await this.db.insertInto('directories').values(values).execute();
  }

  /** The position after the last sibling under `parentId` (null: the top of the tree). */
  async nextPosition(tree: Tree, parentId: string | null, db: Kysely<DB> = this.db): Promise<number> {
    const row = await this.inTree(db, tree)
      .select((eb) => eb.fn.max('position').as('last'))
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async update(id: string, changes: { name?: string; parent_id?: string | null; position?: number }) {
    await this.db
      .updateTable('directories')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Puts a folder at `index` among its siblings and numbers them all again, in one transaction. */
  async reorder(directory: DirectoryRow, tree: Tree, index: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const siblings = await this.inTree(trx, tree)
        .select('id')
        .where('parent_id', directory.parent_id === null ? 'is' : '=', directory.parent_id)
        .where('id', '<>', directory.id)
        .orderBy('position')
        .orderBy('id')
        .forUpdate()
        .execute();
      const ids = siblings.map((s) => s.id);
      ids.splice(Math.min(index, ids.length), 0, directory.id);
      for (const [position, id] of ids.entries()) {
        await trx.updateTable('directories').set({ position }).where('id', '=', id).execute();
      }
      await trx
        .updateTable('directories')
        .set({ updated_at: new Date() })
        .where('id', '=', directory.id)
        .execute();
    });
  }

  /** Deletes a folder: what it holds moves up to its parent, after the parent's own folders. */
  async removeKeepingContents(directory: DirectoryRow, tree: Tree): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.moveContentsUp(trx, directory, tree);
      await trx.deleteFrom('directories').where('id', '=', directory.id).execute();
    });
  }

  private async moveContentsUp(trx: Transaction<DB>, directory: DirectoryRow, tree: Tree): Promise<void> {
    const offset = await this.nextPosition(tree, directory.parent_id, trx);
    await trx
      .updateTable('directories')
      .set((eb) => ({ parent_id: directory.parent_id, position: eb(eb.ref('position'), '+', offset) }))
      .where('parent_id', '=', directory.id)
      .execute();
    const column = directory.scope === 'ENTERPRISE' ? 'team_directory_id' : 'directory_id';
    await trx
      .updateTable('projects')
      .set({ [column]: directory.parent_id })
      .where(column, '=', directory.id)
      .execute();
  }
}
