import { BoundedMap } from '../../../lib/bounded-map.ts';
import type { NearestAnchor, PageAnchor } from './page-seek.ts';
import type { ProjectFilter, ProjectListsRepository, ProjectScope } from './project-lists.repository.ts';

const REMEMBERED_TOTALS = 10_000;
// At most 200,000 rows of ~150 bytes: about 30 MB for the busiest server.
const REMEMBERED_ANCHOR_LISTS = 1_000;
const ANCHORS_PER_LIST = 200;

/** The version that a list follows: its owner's or its team's projects; other lists are not remembered. */
function holderOf(scope: ProjectScope): string | null {
  if (scope.kind === 'owner') return `user:${scope.userId}`;
  if (scope.kind === 'team') return `team:${scope.enterpriseId}`;
  return null;
}

/** What is known of one list at one version. */
export interface RecalledList {
  total: number;
  /** The remembered row closest before (or at) this position of the list. */
  nearest(offset: number): NearestAnchor | undefined;
  /** Remembers the row at this position of the list. */
  remember(offset: number, anchor: PageAnchor): void;
}

/**
 * Totals and page anchors of project lists, remembered per list version. Counting a team's 100,000
 * projects costs more than a page, and so does skipping 8,000 entries to reach page 400; a database
 * trigger bumps the version of a user's and a team's lists on every change, so what is remembered
 * is exact on every server, and worked out again after a change.
 */
export class ProjectListMemory {
  private readonly totals = new BoundedMap<string, number>(REMEMBERED_TOTALS);
  private readonly anchors = new BoundedMap<string, Map<number, PageAnchor>>(REMEMBERED_ANCHOR_LISTS);

  constructor(private readonly lists: ProjectListsRepository) {}

  async recall(scope: ProjectScope, filter: ProjectFilter): Promise<RecalledList> {
    const holder = holderOf(scope);
    if (!holder)
      return { total: await this.lists.count(scope, filter), nearest: () => undefined, remember() {} };
    const version = await this.lists.version(holder);
    const { sort, ...counted } = filter;
    const totalKey = JSON.stringify([scope, counted, version]);
    const total = this.totals.get(totalKey) ?? (await this.lists.count(scope, filter));
    this.totals.set(totalKey, total);
    const anchorsKey = JSON.stringify([totalKey, sort]);
    return {
      total,
      nearest: (offset) => nearestOf(this.anchors.get(anchorsKey), offset),
      remember: (offset, anchor) => {
        const known = this.anchors.get(anchorsKey) ?? new BoundedMap<number, PageAnchor>(ANCHORS_PER_LIST);
        this.anchors.set(anchorsKey, known.set(offset, anchor));
      },
    };
  }
}

function nearestOf(anchors: Map<number, PageAnchor> | undefined, offset: number): NearestAnchor | undefined {
  let best: NearestAnchor | undefined;
  for (const [at, anchor] of anchors ?? []) {
    if (at <= offset && (!best || at > best.offset)) best = { offset: at, anchor };
  }
  return best;
}
