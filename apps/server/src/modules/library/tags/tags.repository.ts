import { type Of, type TagSortOption, TagTargetResource } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { newId } from '../../../lib/ids.ts';
import { productVisibility, type VisibilityScope } from '../visibility.ts';

const SORTS: Record<string, string> = {
  NAME: 'tags.value',
  CREATED: 'tags.created_at',
  LAST_TAGGED: 'tags.last_tagged_at',
  TOTAL_COUNT: 'total_count',
};

/**
 * Whether the reader sees a tagging's target, by the target's own visibility rule (products: the
 * library's). A target type without a rule here is shown to nobody, so a new kind of tagged thing
 * cannot leak before its rule is written (docs/decisions/library-visibility.md).
 */
function visibleTarget(scope: VisibilityScope) {
  return (eb: ExpressionBuilder<DB, 'taggings'>) =>
    eb.and([
      eb('taggings.target_type', '=', 'PRODUCT'),
      eb.exists(
        eb
          .selectFrom('products')
          .select(sql.lit(1).as('one'))
          .whereRef('products.id', '=', 'taggings.target_id')
          .where(productVisibility(scope)),
      ),
    ]);
}

/**
 * Tags per owner (a user, an enterprise, or `public`) and what they are put on. Reads see only the
 * taggings of targets the reader sees, and only tags with at least one of them: a tag's value and
 * its counts say nothing about hidden products.
 */
export class TagsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private withCounts(scope: VisibilityScope, ownerId: string) {
    return this.db
      .selectFrom('tags')
      .innerJoin('taggings', 'taggings.tag_id', 'tags.id')
      .where(visibleTarget(scope))
      .selectAll('tags')
      .select((eb) => [
        eb.fn.count<string>('taggings.target_id').as('total_count'),
        ...TagTargetResource.map((type) =>
          sql<string>`count(taggings.target_id) filter (where taggings.target_type = ${type})`.as(type),
        ),
      ])
      .where('tags.owner_id', '=', ownerId)
      .groupBy('tags.id');
  }

  list(
    scope: VisibilityScope,
    ownerId: string,
    filter: { partialValue?: string; targetType?: string },
    sortBy: Of<typeof TagSortOption>,
  ) {
    let query = this.withCounts(scope, ownerId);
    if (filter.partialValue) {
      query = query.where(
        'tags.value',
        'ilike',
        `%${filter.partialValue.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    }
    if (filter.targetType)
      query = query.having(
        sql`count(taggings.target_id) filter (where taggings.target_type = ${filter.targetType})`,
        '>',
        0,
      );
    const [field, direction] = [
      sortBy.replace(/_(ASC|DESC)$/, ''),
      sortBy.endsWith('_DESC') ? 'desc' : 'asc',
    ];
    return query
      .orderBy(sql.ref(SORTS[field]!), direction as 'asc' | 'desc')
      .orderBy('tags.value')
      .execute();
  }

  byValue(scope: VisibilityScope, ownerId: string, value: string) {
    return this.withCounts(scope, ownerId).where('tags.value', '=', value).executeTakeFirst();
  }

  targets(scope: VisibilityScope, tagId: string) {
    return this.db
      .selectFrom('taggings')
      .select(['target_type', 'target_id'])
      .where('tag_id', '=', tagId)
      .where(visibleTarget(scope))
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
  }

  /** Makes `values` the tags of one target: new tags are created, dropped ones untagged. */
  async retag(ownerId: string, targetType: string, targetId: string, values: string[]): Promise<void> {
    const wanted = [...new Set(values)];
    await this.db.transaction().execute(async (trx) => {
      if (wanted.length > 0) {
        await trx
          .insertInto('tags')
          .values(wanted.map((value) => ({ id: newId(), owner_id: ownerId, value })))
          .onConflict((oc) => oc.columns(['owner_id', 'value']).doNothing())
          .execute();
      }
      const tags = wanted.length
        ? await trx
            .selectFrom('tags')
            .select(['id', 'value'])
            .where('owner_id', '=', ownerId)
            .where('value', 'in', wanted)
            .execute()
        : [];
      let removal = trx
        .deleteFrom('taggings')
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId);
      if (tags.length)
        removal = removal.where(
          'tag_id',
          'not in',
          tags.map((t) => t.id),
        );
      await removal.execute();
      if (tags.length === 0) return;
      const added = await trx
        .insertInto('taggings')
        .values(tags.map((t) => ({ tag_id: t.id, target_type: targetType, target_id: targetId })))
        .onConflict((oc) => oc.doNothing())
        .returning('tag_id')
        .execute();
      if (added.length) {
        await trx
          .updateTable('tags')
          .set({ last_tagged_at: new Date() })
          .where(
            'id',
            'in',
            added.map((a) => a.tag_id),
          )
          .execute();
      }
    });
  }

  groups(ownerId: string) {
    return this.db
      .selectFrom('tag_groups')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('name')
      .execute();
  }

  group(id: string) {
    return this.db.selectFrom('tag_groups').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertGroup(group: { id: string; owner_id: string; name: string; tags: string[] }): Promise<void> {
    await this.db
      .insertInto('tag_groups')
      .values({ ...group, tags: JSON.stringify(group.tags) })
      .execute();
  }

  async updateGroup(id: string, changes: { name?: string; tags?: string[] }): Promise<void> {
    await this.db
      .updateTable('tag_groups')
      .set({
        ...(changes.name ? { name: changes.name } : {}),
        ...(changes.tags ? { tags: JSON.stringify(changes.tags) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }

  async deleteGroup(id: string): Promise<void> {
    await this.db.deleteFrom('tag_groups').where('id', '=', id).execute();
  }
}
