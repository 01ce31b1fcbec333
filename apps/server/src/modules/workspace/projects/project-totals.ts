import type { ProjectFilter, ProjectListsRepository, ProjectScope } from './project-lists.repository.ts';

const CAPACITY = 10_000;

/** The version that a list's total follows: its owner's or its team's projects; other lists are counted every time. */
function holderOf(scope: ProjectScope): string | null {
  if (scope.kind === 'owner') return `user:${scope.userId}`;
  if (scope.kind === 'team') return `team:${scope.enterpriseId}`;
  return null;
}

/**
 * Totals of project lists, remembered per list version. Counting a team's 100,000 projects costs
 * more than the page itself; a database trigger bumps the version of a user's and a team's lists
 * on every change, so a remembered total is exact on every server, and recounted after a change.
 */
export class ProjectTotals {
  private readonly known = new Map<string, number>();

  constructor(private readonly lists: ProjectListsRepository) {}

  async of(scope: ProjectScope, filter: ProjectFilter): Promise<number> {
    const holder = holderOf(scope);
    if (!holder) return this.lists.count(scope, filter);
    const { sort: _order, ...counted } = filter;
    const key = JSON.stringify([scope, counted, await this.lists.version(holder)]);
    const total = this.known.get(key) ?? (await this.lists.count(scope, filter));
    if (!this.known.has(key)) {
      if (this.known.size >= CAPACITY) this.known.delete(this.known.keys().next().value!);
      this.known.set(key, total);
    }
    return total;
  }
}
