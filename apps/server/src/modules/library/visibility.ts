import { ProductLevel, UserRoleRank } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { notFound, unauthorized } from '../../http/errors.ts';
import type { CatalogueMemory } from './catalogue-memory.ts';
import { librarySettingsOf } from './settings.ts';
import { enterpriseOf, type Viewer } from './viewer.ts';

/** ProductLevel as the lowest member rank that sees the product (docs/decisions/library-visibility.md). */
export const LEVEL_RANK: Record<(typeof ProductLevel)[number], number> = {
  LOW: 0,
  MIDDLE: 1,
  HIGH: 2,
  ADMIN: 3,
};
/** An api key reads its enterprise's library as a designer would. */
const API_KEY_RANK = UserRoleRank.DESIGNER;

/** What one viewer may read, worked out once per request. */
export interface VisibilityScope {
  /** The catalogue version the scope was worked out at: what is remembered from reads through it keys on it. */
  catalogueVersion: string;
  everything: boolean;
  userId: string | null;
  enterpriseId: string | null;
  /** Levels of its own enterprise's products the viewer sees. */
  levels: string[];
  /** Whether the viewer sees own-enterprise products that are not COMPLETED (editors do). */
  ownUnfinished: boolean;
  /** Enterprises that list the viewer's enterprise as a partner: their LOW, COMPLETED products show. */
  sharedBy: string[];
  publicLibrary: boolean;
  /** Categories (with their subtrees) hidden from this viewer by directory visibilities. */
  hiddenCategoryIds: string[];
}

type ProductsEb = ExpressionBuilder<DB, 'products'>;
type CategoriesEb = ExpressionBuilder<DB, 'categories'>;

/** What a viewer's scope depends on besides the catalogue. */
function viewerKey(viewer: Viewer): unknown[] {
  if (viewer.kind === 'user')
    return [viewer.kind, viewer.user.id, viewer.user.enterprise_id, viewer.user.role_rank];
  if (viewer.kind === 'apiKey') return [viewer.kind, viewer.enterpriseId];
  return [viewer.kind];
}

/** Works out a viewer's scope (remembered per catalogue version); every product and category read goes through it. */
export class Visibility {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly memory: CatalogueMemory,
  ) {}

  async scopeOf(viewer: Viewer): Promise<VisibilityScope> {
    const catalogueVersion = await this.memory.version();
    return this.memory.recall(['scope', catalogueVersion, ...viewerKey(viewer)], async () => ({
      catalogueVersion,
      ...(await this.workOut(viewer)),
    }));
  }

  private async workOut(viewer: Viewer): Promise<Omit<VisibilityScope, 'catalogueVersion'>> {
    if (viewer.kind === 'operator') {
      return {
        everything: true,
        userId: null,
        enterpriseId: null,
        levels: [],
        ownUnfinished: true,
        sharedBy: [],
        publicLibrary: true,
        hiddenCategoryIds: [],
      };
    }
    const enterpriseId = enterpriseOf(viewer);
    const userId = viewer.kind === 'user' ? viewer.user.id : null;
    const rank = viewer.kind === 'user' ? viewer.user.role_rank : API_KEY_RANK;
    const [sharedBy, publicLibrary] = enterpriseId
      ? await Promise.all([
          this.sharedWith(enterpriseId),
          librarySettingsOf(this.db, enterpriseId).then((s) => s.usePublicLibrary),
        ])
      : [[], true];
    const hiddenCategoryIds = await this.hiddenCategories(enterpriseId, userId, rank, sharedBy);
    return {
      everything: false,
      userId,
      enterpriseId,
      levels: enterpriseId ? ProductLevel.filter((level) => LEVEL_RANK[level] <= rank) : [],
      ownUnfinished: viewer.kind === 'user',
      sharedBy,
      publicLibrary,
      hiddenCategoryIds,
    };
  }

  private async sharedWith(enterpriseId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('enterprise_partners')
      .select('enterprise_id')
      .where('partner_id', '=', enterpriseId)
      .execute();
    return rows.map((r) => r.enterprise_id);
  }

  /**
   * Restricted categories the viewer is not listed on, with their subtrees: an enterprise restriction
   * binds everyone outside the owner (partners, public-library readers); an individual one binds
   * the owner's members below manager.
   */
  private async hiddenCategories(
    enterpriseId: string | null,
    userId: string | null,
    rank: number,
    sharedBy: string[],
  ): Promise<string[]> {
    const owners = ['public', ...(enterpriseId ? [enterpriseId] : []), ...sharedBy];
    const listed = (kind: 'enterprise' | 'user', subject: string | null) =>
      sql<boolean>`exists (select 1 from category_visibilities v where v.category_id = r.id
        and v.subject_kind = ${kind} and v.subject_id = ${subject ?? ''})`;
    const rows = await this.db
      .selectFrom('categories as r')
      .innerJoin('categories as d', (join) => join.on(sql`d.path`, 'like', sql`r.path || '%'`))
      .select('d.id')
      .distinct()
      .where('r.owner_id', 'in', owners)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('r.enterprise_restricted', '=', true),
            eb('r.owner_id', '<>', enterpriseId ?? ''),
            eb.not(listed('enterprise', enterpriseId)),
          ]),
          eb.and([
            eb('r.individual_restricted', '=', true),
            eb('r.owner_id', '=', enterpriseId ?? ''),
            eb.lit(rank < UserRoleRank.MANAGER),
            eb.not(listed('user', userId)),
          ]),
        ]),
      )
      .execute();
    return rows.map((r) => r.id);
  }
}

/**
 * THE product visibility rule (docs/decisions/library-visibility.md): every product read applies it.
 * `unfinished` also counts products the viewer will see once processed; it is for the catalogue's
 * readiness counts only (docs/decisions/library-live-catalogue.md), never for reading products.
 */
export function productVisibility(
  scope: VisibilityScope,
  options: { deleted?: boolean; unfinished?: boolean } = {},
) {
  return (eb: ProductsEb) => {
    const live = options.deleted ? eb.lit(true) : eb('products.deleted_at', 'is', null);
    if (scope.everything) return live;
    const completed = options.unfinished ? eb.lit(true) : eb('products.status', '=', 'COMPLETED');
    const libraries = [];
    if (scope.publicLibrary) libraries.push(eb.and([eb('products.lib_type', '=', 'public'), completed]));
    if (scope.userId) {
      libraries.push(
        eb.and([eb('products.lib_type', '=', 'personal'), eb('products.owner_id', '=', scope.userId)]),
      );
    }
    if (scope.enterpriseId && scope.levels.length > 0) {
      libraries.push(
        eb.and([
          eb('products.lib_type', '=', 'enterprise'),
          eb('products.owner_id', '=', scope.enterpriseId),
          eb('products.level', 'in', scope.levels),
          ...(scope.ownUnfinished ? [] : [completed]),
        ]),
      );
    }
    if (scope.sharedBy.length > 0) {
      libraries.push(
        eb.and([
          eb('products.lib_type', '=', 'enterprise'),
          eb('products.owner_id', 'in', scope.sharedBy),
          eb('products.level', '=', 'LOW'),
          completed,
        ]),
      );
    }
    if (libraries.length === 0) return eb.lit(false);
    const conditions = [live, eb.or(libraries)];
    if (scope.hiddenCategoryIds.length > 0) {
      conditions.push(
        eb.or([
          eb('products.category_id', 'is', null),
          eb('products.category_id', 'not in', scope.hiddenCategoryIds),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * The part of a scope that reads the given libraries: for products of those owners it lets through
 * exactly what the whole scope does, and it is the same for viewers who see those libraries alike
 * (members of one enterprise with the same role), whoever they are.
 */
export function scopeWithin(scope: VisibilityScope, ownerIds: string[]): VisibilityScope {
  if (scope.everything) return scope;
  const reads = (owner: string | null) => owner !== null && ownerIds.includes(owner);
  const ownEnterprise = reads(scope.enterpriseId);
  return {
    ...scope,
    userId: reads(scope.userId) ? scope.userId : null,
    enterpriseId: ownEnterprise ? scope.enterpriseId : null,
    levels: ownEnterprise ? scope.levels : [],
    ownUnfinished: ownEnterprise && scope.ownUnfinished,
    sharedBy: scope.sharedBy.filter(reads),
    publicLibrary: scope.publicLibrary && reads('public'),
  };
}

/** The owners whose categories a scope reads (before hidden ones are taken out). */
export function readableOwners(scope: VisibilityScope): string[] | 'all' {
  if (scope.everything) return 'all';
  return [
    ...(scope.publicLibrary ? ['public'] : []),
    ...(scope.userId ? [scope.userId] : []),
    ...(scope.enterpriseId ? [scope.enterpriseId] : []),
    ...scope.sharedBy,
  ];
}

/**
 * A call that names libraries (a list, a count, a brand or category tree) is refused when the
 * viewer reads none of one of them: signed out 401 (sign in first), otherwise 404 as for any hidden
 * thing (docs/decisions/library-visibility.md). An empty answer would pass "not yours" for "empty".
 */
export function assertReadsLibraries(viewer: Viewer, scope: VisibilityScope, ownerIds: string[]): void {
  const readable = readableOwners(scope);
  if (readable === 'all' || ownerIds.every((id) => readable.includes(id))) return;
  if (viewer.kind === 'anonymous') throw unauthorized('Sign in to read this library.');
  throw notFound('library');
}

/** Category counterpart of productVisibility: the libraries the scope reads, minus hidden subtrees. */
export function categoryVisibility(scope: VisibilityScope) {
  return (eb: CategoriesEb) => {
    const owners = readableOwners(scope);
    if (owners === 'all') return eb.lit(true);
    if (owners.length === 0) return eb.lit(false);
    const conditions = [eb('categories.owner_id', 'in', owners)];
    if (scope.hiddenCategoryIds.length > 0) {
      conditions.push(eb('categories.id', 'not in', scope.hiddenCategoryIds));
    }
    return eb.and(conditions);
  };
}
