import { toPage } from '@roomcraft/contract';
import { forbidden, notFound } from '../../../http/errors.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { isManager, sameEnterprise } from '../../users/roles.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import { type AccessService, managesTeam } from '../access/access.service.ts';
import type { ProjectPresenter } from './project.presenter.ts';
import type { ProjectFilter, ProjectListsRepository, ProjectScope } from './project-lists.repository.ts';
import type { ProjectTotals } from './project-totals.ts';

type ListQuery = Omit<ProjectFilter, 'changedSince'> & { days?: number };
type Paged = ListQuery & { page: number; size: number };

const MINUTE = 60_000;

/**
 * The repository's filter of a list query. "Changed in the last N days" counts from the start of
 * the minute, so the pages of one minute share one remembered total.
 */
export function listFilter({ days, ...rest }: ListQuery): ProjectFilter {
  if (!days) return rest;
  return { ...rest, changedSince: new Date(Math.floor((Date.now() - days * 86_400_000) / MINUTE) * MINUTE) };
}

export interface ProjectListingServiceDeps {
  lists: ProjectListsRepository;
  totals: ProjectTotals;
  access: AccessService;
  users: UsersRepository;
  presenter: ProjectPresenter;
}

/**
 * Who may list whose projects: your own; a member's as their manager; a whole team as its manager;
 * what is shared with you; what you bookmarked and may still open.
 */
export class ProjectListingService {
  constructor(private readonly deps: ProjectListingServiceDeps) {}

  private async page(viewer: UserRow, scope: ProjectScope, { page, size, ...query }: Paged) {
    const filter = listFilter(query);
    const [rows, totalCount] = await Promise.all([
      this.deps.lists.rows(scope, filter, viewer, page, size),
      this.deps.totals.of(scope, filter),
    ]);
    return toPage(rows.map(this.deps.presenter.present), page, size, totalCount);
  }

  async ofUser(actor: UserRow, userId: string, query: Paged) {
    if (userId === actor.id) return this.page(actor, { kind: 'owner', userId }, query);
    const target = await this.deps.users.byId(userId);
    if (!target || !sameEnterprise(actor, target)) throw notFound('user');
    if (!isManager(actor)) throw forbidden("Only managers list their colleagues' projects.");
    return this.page(actor, { kind: 'owner', userId, enterpriseId: actor.enterprise_id! }, query);
  }

  private requireTeam(actor: UserRow, teamId: string): void {
    if (actor.enterprise_id !== teamId) throw notFound('team');
  }

  async ofTeam(actor: UserRow, teamId: string, query: Paged) {
    this.requireTeam(actor, teamId);
    if (!managesTeam(actor, teamId)) throw forbidden("Only managers list the whole team's projects.");
    return this.page(actor, { kind: 'team', enterpriseId: teamId }, query);
  }

  async ofTeamMember(actor: UserRow, teamId: string, userId: string, query: Paged) {
    this.requireTeam(actor, teamId);
    if (userId !== actor.id) {
      if (!managesTeam(actor, teamId)) throw forbidden("Only managers list their colleagues' projects.");
      const member = await this.deps.users.byId(userId);
      if (!member || member.enterprise_id !== teamId) throw notFound('member');
    }
    return this.page(actor, { kind: 'owner', userId, enterpriseId: teamId }, query);
  }

  async sharedWith(actor: UserRow, query: Paged) {
    if (query.directoryId) await this.deps.access.requireDirectory(actor, query.directoryId, 'VIEW');
    return this.page(actor, { kind: 'sharedWith', userId: actor.id }, { ...query, state: 0 });
  }

  async bookmarkedBy(actor: UserRow, userId: string, query: Paged) {
    if (userId !== actor.id) throw forbidden('Bookmarks are personal; list your own.');
    const user = { id: actor.id, enterprise_id: actor.enterprise_id, manager: isManager(actor) };
    return this.page(actor, { kind: 'bookmarkedBy', user }, { ...query, state: 0 });
  }

  async bookmarkedByTeam(actor: UserRow, teamId: string, query: Paged) {
    this.requireTeam(actor, teamId);
    if (!managesTeam(actor, teamId)) throw forbidden("Only managers list the team's bookmarks.");
    return this.page(actor, { kind: 'teamBookmarks', enterpriseId: teamId }, { ...query, state: 0 });
  }
}
