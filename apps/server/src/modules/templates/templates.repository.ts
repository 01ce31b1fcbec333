import type { TemplateFilter, TemplateSort } from '@roomcraft/contract';
import type { DB, TemplatesTable } from '@roomcraft/db';
import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { KEPT_EDITOR_TYPE_CODES } from './kept-products.ts';

export type TemplateRow = Selectable<TemplatesTable> & { author_nickname: string };
/** What a list shows of a template: no room, products or finishes, only the outline and a count. */
export type TemplateSummaryRow = Omit<TemplateRow, 'room' | 'products' | 'finishes'> & {
  outline: unknown;
  product_count: number;
};
type TemplatesEb = ExpressionBuilder<DB, 'templates'>;
export type Condition = (eb: TemplatesEb) => ReturnType<TemplatesEb['and']> | ReturnType<typeof sql<boolean>>;

const SUMMARY_COLUMNS = [
  'templates.id',
  'templates.group_id',
  'templates.scope',
  'templates.status',
  'templates.author_id',
  'templates.enterprise_id',
  'templates.directory_id',
  'templates.name',
  'templates.name_folded',
  'templates.description',
  'templates.style',
  'templates.room_type',
  'templates.room_size',
  'templates.room_width',
  'templates.room_depth',
  'templates.tags',
  'templates.cover_image_ids',
  'templates.source_project_id',
  'templates.copy_enabled',
  'templates.selected',
  'templates.like_count',
  'templates.published_at',
  'templates.created_at',
  'templates.updated_at',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const DEFAULT_SORT: TemplateSort = { field: 'updated', direction: 'desc' };
const SORT_COLUMN = {
  name: 'templates.name_folded',
  updated: 'templates.updated_at',
  created: 'templates.created_at',
} as const;

/** Queries of templates only; who may see what comes in as conditions (visibility.ts). */
export class TemplatesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private select() {
    return this.db
      .selectFrom('templates')
      .innerJoin('users', 'users.id', 'templates.author_id')
      .selectAll('templates')
      .select('users.nickname as author_nickname');
  }

  /** A list's columns: a gallery page reads twenty of these, so the large JSON columns stay behind. */
  private selectSummary() {
    return this.db
      .selectFrom('templates')
      .innerJoin('users', 'users.id', 'templates.author_id')
      .select([...SUMMARY_COLUMNS, 'users.nickname as author_nickname'])
      .select([
        sql<unknown>`templates.room -> 'outline'`.as('outline'),
        sql<number>`(select count(*)::int from jsonb_array_elements(templates.products) p
                     where (p ->> 'editorTypeCode')::int in (${sql.join(KEPT_EDITOR_TYPE_CODES)}))`.as(
          'product_count',
        ),
      ]);
  }

  async insert(row: Insertable<TemplatesTable>, db: Kysely<DB> = this.db): Promise<void> {
    await db.insertInto('templates').values(row).execute();
  }

  async byId(id: string, visible: Condition): Promise<TemplateRow | undefined> {
    return this.select().where('templates.id', '=', id).where(visible).executeTakeFirst();
  }

  async byIds(ids: readonly string[], visible: Condition): Promise<TemplateRow[]> {
    return this.select().where('templates.id', 'in', ids).where(visible).execute();
  }

  /** What a count reads: the authors only when their name is filtered on (a count needs no nickname). */
  private countFrom(filter: Partial<TemplateFilter>) {
    const templates = this.db.selectFrom('templates');
    return (
      filter.userName ? templates.innerJoin('users', 'users.id', 'templates.author_id') : templates
    ) as SelectQueryBuilder<DB, 'templates' | 'users', object>;
  }

  /**
   * The statements of a page. `ids` finds the page's ids with the count of every match in one pass
   * over narrow rows (`count(*) over ()` is taken before the limit); `count` alone is for a page past
   * the end, which has no row to carry the total.
   */
  pageQueries(conditions: Condition[], filter: Partial<TemplateFilter> & { page: number; size: number }) {
    const filtered = <O>(q: SelectQueryBuilder<DB, 'templates' | 'users', O>) =>
      applyFilter(
        conditions.reduce((acc, c) => acc.where(c), q),
        filter,
      );
    const sort = filter.sortBy ?? DEFAULT_SORT;
    return {
      ids: filtered(this.countFrom(filter))
        .select(['templates.id', sql<string>`count(*) over ()`.as('total')])
        .orderBy(SORT_COLUMN[sort.field], sort.direction)
        .orderBy('templates.id', sort.direction)
        .limit(filter.size)
        .offset(filter.page * filter.size),
      count: filtered(this.countFrom(filter)).select((eb) => eb.fn.countAll<string>().as('n')),
    };
  }

  /** The ids of one page of templates meeting every condition and the filter, and how many match in all. */
  async matching(
    conditions: Condition[],
    filter: Partial<TemplateFilter> & { page: number; size: number },
  ): Promise<{ ids: string[]; totalCount: number }> {
    const queries = this.pageQueries(conditions, filter);
    const found = await queries.ids.execute();
    if (found.length > 0) return { ids: found.map((r) => r.id), totalCount: Number(found[0]!.total) };
    const total = filter.page === 0 ? { n: '0' } : await queries.count.executeTakeFirstOrThrow();
    return { ids: [], totalCount: Number(total.n) };
  }

  /** The templates of these ids in the same order, each saying whether `viewerId` liked it. */
  async inOrder(
    ids: readonly string[],
    viewerId: string | null,
  ): Promise<(TemplateSummaryRow & { liked: boolean })[]> {
    if (ids.length === 0) return [];
    const rows = await this.selectSummary()
      .$if(viewerId !== null, (q) =>
        q.select((eb) => eb.exists(TemplatesRepository.likesOf(eb, viewerId!)).as('liked')),
      )
      .where('templates.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, { ...row, liked: row.liked === true }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async count(conditions: Condition[], filter: Partial<TemplateFilter>): Promise<number> {
    const q = conditions.reduce((acc, c) => acc.where(c), this.countFrom(filter));
    const row = await applyFilter(q, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Counts per value of one column among the templates meeting the conditions. */
  async facet(
    conditions: Condition[],
    column: 'room_type' | 'style',
  ): Promise<{ value: string; count: number }[]> {
    const rows = await conditions
      .reduce((acc, c) => acc.where(c), this.db.selectFrom('templates'))
      .select([`templates.${column} as value`, (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(`templates.${column}`)
      .orderBy(`templates.${column}`)
      .execute();
    return rows.map((r) => ({ value: r.value, count: Number(r.n) }));
  }

  async maxRoomSize(conditions: Condition[], roomTypes: readonly string[] | undefined): Promise<number> {
    let q = conditions.reduce((acc, c) => acc.where(c), this.db.selectFrom('templates'));
    if (roomTypes?.length) q = q.where('templates.room_type', 'in', roomTypes);
    const row = await q.select((eb) => eb.fn.max('templates.room_size').as('max')).executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  async update(
    id: string,
    changes: Partial<Insertable<TemplatesTable>>,
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    await db
      .updateTable('templates')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('templates').where('id', '=', id).execute();
  }

  /** Which of the templates the user liked. */
  async likedAmong(userId: string | null, ids: readonly string[]): Promise<Set<string>> {
    if (!userId || ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('template_likes')
      .select('template_id')
      .where('user_id', '=', userId)
      .where('template_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.template_id));
  }

  /** Likes or unlikes, then keeps the template's count equal to its likes. */
  async setLike(templateId: string, userId: string, liked: boolean): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      if (liked)
        await tx
          .insertInto('template_likes')
          .values({ template_id: templateId, user_id: userId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      else
        await tx
          .deleteFrom('template_likes')
          .where('template_id', '=', templateId)
          .where('user_id', '=', userId)
          .execute();
      const row = await tx
        .updateTable('templates')
        .set({
          like_count: sql<number>`(select count(*) from template_likes where template_id = ${templateId})::int`,
        })
        .where('id', '=', templateId)
        .returning('like_count')
        .executeTakeFirstOrThrow();
      return row.like_count;
    });
  }

  /** A liked-by condition, for the lists of liked templates. */
  static likedBy(userId: string): Condition {
    return (eb) => eb.exists(TemplatesRepository.likesOf(eb, userId)) as never;
  }

  private static likesOf(eb: TemplatesEb, userId: string) {
    return eb
      .selectFrom('template_likes')
      .select(sql`1`.as('one'))
      .whereRef('template_likes.template_id', '=', 'templates.id')
      .where('template_likes.user_id', '=', userId);
  }
}

/** The spec's template filter as conditions. */
function applyFilter<O>(
  q: SelectQueryBuilder<DB, 'templates' | 'users', O>,
  f: Partial<TemplateFilter>,
): SelectQueryBuilder<DB, 'templates' | 'users', O> {
  let r = q;
  if (f.scopes?.length) r = r.where('templates.scope', 'in', f.scopes);
  if (f.styles?.length) r = r.where('templates.style', 'in', f.styles);
  if (f.roomTypes?.length) r = r.where('templates.room_type', 'in', f.roomTypes);
  if (f.roomSizeLowerBound !== undefined) r = r.where('templates.room_size', '>=', f.roomSizeLowerBound);
  if (f.roomSizeUpperBound !== undefined) r = r.where('templates.room_size', '<=', f.roomSizeUpperBound);
  if (f.name) r = r.where('templates.name_folded', 'like', `%${escapeLike(f.name.toLowerCase())}%`);
  if (f.tags?.length) r = r.where(sql<boolean>`templates.tags @> ${sql.val(f.tags)}::text[]`);
  const statuses = [...(f.statuses ?? []), ...(f.status ? [f.status] : [])];
  if (statuses.length) r = r.where('templates.status', 'in', statuses);
  if (f.userId) r = r.where('templates.author_id', '=', f.userId);
  if (f.userName) r = r.where('users.nickname', 'ilike', `%${escapeLike(f.userName)}%`);
  if (f.createdAtAfter) r = r.where('templates.created_at', '>=', new Date(f.createdAtAfter));
  if (f.createdAtBefore) r = r.where('templates.created_at', '<=', new Date(f.createdAtBefore));
  if (f.updatedAtAfter) r = r.where('templates.updated_at', '>=', new Date(f.updatedAtAfter));
  if (f.updatedAtBefore) r = r.where('templates.updated_at', '<=', new Date(f.updatedAtBefore));
  if (f.isSelected !== undefined) r = r.where('templates.selected', '=', f.isSelected);
  return r;
}
