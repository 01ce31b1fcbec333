import type { ProjectListQuery } from '@roomcraft/contract';
import { type DB, prepared } from '@roomcraft/db';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { PageAnchor, PageSeek } from './page-seek.ts';
import { bookmarkFlags, PROJECT_COLUMNS, type ProjectRow, type Viewer } from './project-columns.ts';

/** A listed project: its row, its owner's name and its value of the list's order. */
export type ListedProjectRow = ProjectRow & { owner_nickname: string; sort_key: string };

/** Whose projects a list shows; the service decides who may ask for which. */
export type ProjectScope =
  | { kind: 'owner'; userId: string; enterpriseId?: string }
  | { kind: 'team'; enterpriseId: string }
  | { kind: 'sharedWith'; userId: string }
  | { kind: 'bookmarkedBy'; user: Viewer & { seesTeam: boolean } }
  | { kind: 'teamBookmarks'; enterpriseId: string };

export type ProjectFilter = Partial<Omit<ProjectListQuery, 'page' | 'size' | 'days'>> & {
  /** Changed at or after this moment (the spec's `days`, resolved by the caller). */
  changedSince?: Date;
};

type Where = ExpressionBuilder<DB, 'projects'>;

const ORDER = {
  UPDATED_AT: 'projects.updated_at',
  CREATED_AT: 'projects.created_at',
  ID: 'projects.id',
  NAME: 'projects.name_folded',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Lists of projects: one filter and sort language over every scope, page and total from the same condition. */
export class ProjectListsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Folders shared with the user and every folder below them. */
  private sharedFolders(userId: string) {
    return this.db
      .withRecursive('shared_dirs(id)', (db) =>
        db
          .selectFrom('grants')
          .select('grants.directory_id as id')
          .where('grants.user_id', '=', userId)
          .where('grants.directory_id', 'is not', null)
          .union((db) =>
            db
              .selectFrom('directories as d')
              .innerJoin('shared_dirs', 'shared_dirs.id', 'd.parent_id')
              .select('d.id'),
          ),
      )
      .selectFrom('shared_dirs')
      .select('shared_dirs.id');
  }

  /** The folder and every folder below it. */
  private subtree(directoryId: string) {
    return this.db
      .withRecursive('subtree(id)', (db) =>
        db
          .selectFrom('directories')
          .select('directories.id')
          .where('directories.id', '=', directoryId)
          .union((db) =>
            db
              .selectFrom('directories as d')
              .innerJoin('subtree', 'subtree.id', 'd.parent_id')
              .select('d.id'),
          ),
      )
      .selectFrom('subtree')
      .select('subtree.id');
  }

  /** Projects someone else owns that a grant opens to the user: on the project or a folder above it. */
  private sharedWith(eb: Where, userId: string): Expression<SqlBool> {
    return eb.and([
      eb('projects.user_id', '<>', userId),
      eb.or([
        eb.exists(
          eb
            .selectFrom('grants')
            .select('grants.id')
            .whereRef('grants.project_id', '=', 'projects.id')
            .where('grants.user_id', '=', userId),
        ),
        eb('projects.directory_id', 'in', this.sharedFolders(userId)),
        eb('projects.team_directory_id', 'in', this.sharedFolders(userId)),
      ]),
    ]);
  }

  private inScope(eb: Where, scope: ProjectScope): Expression<SqlBool> {
    switch (scope.kind) {
      case 'owner':
        return eb.and([
          eb('projects.user_id', '=', scope.userId),
          ...(scope.enterpriseId ? [eb('projects.enterprise_id', '=', scope.enterpriseId)] : []),
        ]);
      case 'team':
        return eb('projects.enterprise_id', '=', scope.enterpriseId);
      case 'sharedWith':
        return this.sharedWith(eb, scope.userId);
      case 'bookmarkedBy': {
        const { user } = scope;
        return eb.and([
          eb.exists(
            eb
              .selectFrom('bookmarks')
              .select('bookmarks.project_id')
              .whereRef('bookmarks.project_id', '=', 'projects.id')
              .where('bookmarks.user_id', '=', user.id),
          ),
          // A bookmark outlives access; only what the user may still open is listed.
          eb.or([
            eb('projects.user_id', '=', user.id),
            ...(user.seesTeam && user.enterprise_id
              ? [eb('projects.enterprise_id', '=', user.enterprise_id)]
              : []),
            this.sharedWith(eb, user.id),
          ]),
        ]);
      }
      case 'teamBookmarks':
        return eb.and([
          eb('projects.enterprise_id', '=', scope.enterpriseId),
          eb.exists(
            eb
              .selectFrom('bookmarks')
              .select('bookmarks.project_id')
              .whereRef('bookmarks.project_id', '=', 'projects.id')
              .where('bookmarks.enterprise_id', '=', scope.enterpriseId),
          ),
        ]);
    }
  }

  private matching(eb: Where, scope: ProjectScope, filter: ProjectFilter): Expression<SqlBool> {
    const conditions = [this.inScope(eb, scope), eb('projects.state', '=', filter.state ?? 0)];
    if (filter.directoryId && filter.includeSubdirectories) {
      const folders = this.subtree(filter.directoryId);
      conditions.push(
        eb.or([eb('projects.directory_id', 'in', folders), eb('projects.team_directory_id', 'in', folders)]),
      );
    } else if (filter.directoryId) {
      conditions.push(
        eb.or([
          eb('projects.directory_id', '=', filter.directoryId),
          eb('projects.team_directory_id', '=', filter.directoryId),
        ]),
      );
    }
    if (filter.name) {
      // Exactly ILIKE (which lowers both sides in a UTF8 database), on the stored lowercase name.
      const pattern = `%${escapeLike(filter.name)}%`;
      conditions.push(eb('projects.name_folded', 'like', sql<string>`lower(${pattern})`));
    }
    if (filter.selected !== undefined) conditions.push(eb('projects.selected', '=', filter.selected));
    if (filter.changedSince) conditions.push(eb('projects.updated_at', '>=', filter.changedSince));
    return eb.and(conditions);
  }

  /**
   * The two queries of a page; the benchmark prints their plans. The page's ids are found first,
   * from the list index alone where the filters allow, and only those rows are then read: a page far
   * down skips entries of the index, never rows. `seek` says where the skipping starts (the list's
   * start, its end, or a remembered row); the order is total (ties broken by id), so any of them
   * finds the same page.
   */
  queries(scope: ProjectScope, filter: ProjectFilter, viewer: Viewer, seek: PageSeek) {
    const [field, direction] = splitSort(filter.sort ?? 'UPDATED_AT_DESC');
    const scan = seek.from === 'end' ? (direction === 'asc' ? 'desc' : 'asc') : direction;
    const matchingIds = this.db
      .selectFrom('projects')
      .select('projects.id')
      .where((eb) => this.matching(eb, scope, filter));
    const pageIds = (
      seek.from === 'anchor' ? matchingIds.where(fromAnchor(field, direction, seek.anchor)) : matchingIds
    )
      .orderBy(ORDER[field], scan)
      .orderBy('projects.id', scan)
      .offset(seek.skip)
      .limit(seek.take);
    const rows = this.db
      .selectFrom('projects')
      .innerJoin('users as owner', 'owner.id', 'projects.user_id')
      .select(PROJECT_COLUMNS)
      .select('owner.nickname as owner_nickname')
      .select(sql<string>`${sql.ref(ORDER[field])}::text`.as('sort_key'))
      .select((eb) => bookmarkFlags(eb, viewer))
      .where('projects.id', 'in', pageIds)
      .orderBy(ORDER[field], direction)
      .orderBy('projects.id', direction)
      // A name pattern's selectivity decides how the page is best found, so that page is planned per call.
      .$if(!filter.name, (query) => query.modifyEnd(prepared));
    const count = this.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((eb) => this.matching(eb, scope, filter));
    return { rows, count };
  }

  rows(
    scope: ProjectScope,
    filter: ProjectFilter,
    viewer: Viewer,
    seek: PageSeek,
  ): Promise<ListedProjectRow[]> {
    return this.queries(scope, filter, viewer, seek).rows.execute();
  }

  async count(scope: ProjectScope, filter: ProjectFilter): Promise<number> {
    const nobody = { id: '', enterprise_id: null };
    const { count } = this.queries(scope, filter, nobody, { from: 'start', skip: 0, take: 1 });
    return Number((await count.executeTakeFirstOrThrow()).count);
  }

  /** The version of a user's ('user:<id>') or team's ('team:<id>') projects; a trigger bumps it on every change. */
  async version(holder: string): Promise<string> {
    const row = await this.db
      .selectFrom('project_list_versions')
      .select('version')
      .where('holder', '=', holder)
      .modifyEnd(prepared)
      .executeTakeFirst();
    return row?.version ?? '0';
  }
}

/** The list's rows from the anchor on (the anchor included), in the list's order. */
function fromAnchor(field: keyof typeof ORDER, direction: 'asc' | 'desc', anchor: PageAnchor) {
  const comparison = sql.raw(direction === 'asc' ? '>=' : '<=');
  if (field === 'ID') return sql<SqlBool>`projects.id ${comparison} ${anchor.id}`;
  const key = field === 'NAME' ? sql`${anchor.key}::text` : sql`${anchor.key}::timestamptz`;
  return sql<SqlBool>`(${sql.ref(ORDER[field])}, projects.id) ${comparison} (${key}, ${anchor.id})`;
}

function splitSort(sort: string): [keyof typeof ORDER, 'asc' | 'desc'] {
  const direction = sort.endsWith('_DESC') ? 'desc' : 'asc';
  return [sort.slice(0, sort.lastIndexOf('_')) as keyof typeof ORDER, direction];
}
