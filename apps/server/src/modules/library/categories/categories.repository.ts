import type { CategoriesTable, DB } from '@roomcraft/db';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { categoryVisibility, productVisibility, type VisibilityScope } from '../visibility.ts';

export type CategoryRow = Selectable<CategoriesTable> & { child_count: number };

/** Category queries; a subtree is every row whose path starts with the root's path. */
export class CategoriesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private visible(scope: VisibilityScope) {
    return this.db
      .selectFrom('categories')
      .selectAll('categories')
      .select((eb) =>
        eb
          .selectFrom('categories as c')
          .select((c) => c.fn.countAll<string>().as('n'))
          .whereRef('c.parent_id', '=', 'categories.id')
          .as('child_count'),
      )
      .where(categoryVisibility(scope));
  }

  private async rows(query: ReturnType<CategoriesRepository['visible']>): Promise<CategoryRow[]> {
    const rows = await query.execute();
    return rows.map((r) => ({ ...r, child_count: Number(r.child_count ?? 0) }));
  }

  byIdRaw(id: string) {
    return this.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byId(scope: VisibilityScope, id: string): Promise<CategoryRow | undefined> {
    return (await this.rows(this.visible(scope).where('categories.id', '=', id)))[0];
  }

  ofOwner(scope: VisibilityScope, ownerId: string, filter: { type?: string; rootsOnly?: boolean } = {}) {
    let query = this.visible(scope).where('categories.owner_id', '=', ownerId);
    if (filter.type) query = query.where('categories.product_type', '=', filter.type);
    if (filter.rootsOnly) query = query.where('categories.parent_id', 'is', null);
    return this.rows(query);
  }

  ofOwners(scope: VisibilityScope, ownerIds: string[]) {
    if (ownerIds.length === 0) return Promise.resolve([]);
    return this.rows(
      this.visible(scope)
        .where('categories.owner_id', 'in', ownerIds)
        .where('categories.parent_id', 'is', null),
    );
  }

  children(scope: VisibilityScope, id: string) {
    return this.rows(this.visible(scope).where('categories.parent_id', '=', id));
  }

  subtree(scope: VisibilityScope, path: string) {
    return this.rows(this.visible(scope).where('categories.path', 'like', `${path}%`));
  }

  byIds(scope: VisibilityScope, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.rows(this.visible(scope).where('categories.id', 'in', ids));
  }

  /**
   * How many products the scope sees in each category and its subtree, in one grouped query: the
   * visible products of the categories' libraries are counted per category first, then each count
   * is added to the category and every ancestor (paths share the ancestor's prefix).
   */
  async productCounts(scope: VisibilityScope, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const owners = this.db.selectFrom('categories').select('owner_id').where('id', 'in', ids);
    const perCategory = this.db
      .selectFrom('products')
      .where(productVisibility(scope))
      .where('products.owner_id', 'in', owners)
      .where('products.category_id', 'is not', null)
      .select('products.category_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .groupBy('products.category_id')
      .as('held');
    const rows = await this.db
      .selectFrom(perCategory)
      .innerJoin('categories as holder', 'holder.id', 'held.category_id')
      .innerJoin('categories as counted', (join) =>
        join.on(sql`holder.path`, 'like', sql`counted.path || '%'`),
      )
      .where('counted.id', 'in', ids)
      .select('counted.id')
      .select((eb) => eb.fn.sum<string>('held.n').as('n'))
      .groupBy('counted.id')
      .execute();
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  async insert(row: Insertable<CategoriesTable>): Promise<void> {
    await this.db.insertInto('categories').values(row).execute();
  }

  async update(id: string, changes: { name?: string; image_key?: string }) {
    await this.db
      .updateTable('categories')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Re-roots a subtree: the moved category and every descendant get the new path prefix. */
  async move(id: string, parentId: string | null, oldPath: string, newPath: string, position: number) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('categories')
        .set({ parent_id: parentId, position, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('categories')
        .set({ path: sql`${newPath} || substr(path, ${oldPath.length + 1})` })
        .where('path', 'like', `${oldPath}%`)
        .execute();
    });
  }

  /** Deletes a subtree; its products move to the parent of its root (or out of any category). */
  async deleteSubtree(id: string, path: string, parentId: string | null) {
    return this.db.transaction().execute(async (trx) => {
      const ids = (
        await trx.selectFrom('categories').select('id').where('path', 'like', `${path}%`).execute()
      ).map((r) => r.id);
      const moved = await trx
        .updateTable('products')
        .set({ category_id: parentId, updated_at: new Date() })
        .where('category_id', 'in', ids)
        .executeTakeFirst();
      await trx.deleteFrom('categories').where('id', '=', id).execute();
      return { ids, moved: Number(moved.numUpdatedRows) };
    });
  }

  async nextPosition(ownerId: string, parentId: string | null): Promise<number> {
    const row = await this.db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('owner_id', '=', ownerId)
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .executeTakeFirst();
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  enterpriseNames(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('enterprises')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .orderBy('name')
      .execute();
  }

  async visibilities(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db.selectFrom('category_visibilities').selectAll().where('category_id', 'in', ids).execute();
  }

  async setVisibility(id: string, kind: 'enterprise' | 'user', restricted: boolean, subjects: string[]) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('categories')
        .set(
          kind === 'enterprise'
            ? { enterprise_restricted: restricted }
            : { individual_restricted: restricted },
        )
        .where('id', '=', id)
        .execute();
      await trx
        .deleteFrom('category_visibilities')
        .where('category_id', '=', id)
        .where('subject_kind', '=', kind)
        .execute();
      if (subjects.length > 0) {
        await trx
          .insertInto('category_visibilities')
          .values(
            [...new Set(subjects)].map((subject_id) => ({ category_id: id, subject_kind: kind, subject_id })),
          )
          .execute();
      }
    });
  }
}
