import { ProjectState, toPage } from '@roomcraft/contract';
import { forbidden, notFound } from '../../../http/errors.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { isManager, sameEnterprise } from '../../users/roles.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import { type AccessService, managesTeam } from '../access/access.service.ts';
import { pageSeek } from './page-seek.ts';
import type { ProjectPresenter } from './project.presenter.ts';
import type { ProjectListMemory } from './project-list-memory.ts';
import type { ProjectFilter, ProjectListsRepository, ProjectScope } from './project-lists.repository.ts';

type ListQuery = Omit<ProjectFilter, 'changedSince'> & { days?: number };
type Paged = ListQuery & { page: number; size: number };

const MINUTE = 60_000;
const COLLEAGUE_REFUSAL =
  "Only managers list their colleagues' projects (members too, active ones, when the team allows it).";
const TEAM_REFUSAL =
  "Only managers list the whole team's projects (members too, active ones, when the team allows it).";

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
  memory: ProjectListMemory;
  access: AccessService;
  users: UsersRepository;
  presenter: ProjectPresenter;
}

/**
 * Who may list whose projects: your own; a member's, or a whole team's, as its manager (or as a
 * member, active ones only, when the team lets members see each other's projects); what is shared
 * with you; what you bookmarked and may still open. Each listed project says the caller's role.
 */
export class ProjectListingService {
  constructor(private readonly deps: ProjectListingServiceDeps) {}

  private async page(viewer: UserRow, scope: ProjectScope, { page, size, ...query }: Paged) {
    const filter = listFilter(query);
    // The total first (remembered for most lists, as are rows seen before): a deep page is found
    // from the list's end or from the nearest remembered row.
    const list = await this.deps.memory.recall(scope, filter);
    const totalCount = list.total;
    const offset = page * size;
    const rows =
      offset < totalCount
        ? await this.deps.lists.rows(
            scope,
            filter,
            viewer,
            pageSeek(page, size, totalCount, list.nearest(offset)),
          )
        : [];
    if (rows[0]) list.remember(offset, { key: rows[0].sort_key, id: rows[0].id });
    const roles = await this.deps.access.projectRoles(viewer, rows);
    // Every scope lists only what the viewer may open; a row without a role changed since it was read.
    const listed = rows.flatMap((row) => {
      const role = roles.get(row.id);
      return role ? [this.deps.presenter.presentListed(row, role)] : [];
    });
    return toPage(listed, page, size, totalCount);
  }

  /**
   * Colleagues' projects are listed to the team's managers and, when the team lets members see
   * each other's projects, to its members: active ones only, as the trash is the owner's.
   */
  private async requireColleagueLister(actor: UserRow, teamId: string, query: Paged, refusal: string) {
    if (managesTeam(actor, teamId)) return;
    if (
      (query.state ?? ProjectState.ACTIVATED) === ProjectState.ACTIVATED &&
      (await this.deps.access.colleaguesSeeProjects(actor))
    )
      return;
    throw forbidden(refusal);
  }

  async ofUser(actor: UserRow, userId: string, query: Paged) {
    if (userId === actor.id) return this.page(actor, { kind: 'owner', userId }, query);
    const target = await this.deps.users.byId(userId);
    if (!target || !sameEnterprise(actor, target)) throw notFound('user');
    const teamId = actor.enterprise_id!;
    await this.requireColleagueLister(actor, teamId, query, COLLEAGUE_REFUSAL);
    return this.page(actor, { kind: 'owner', userId, enterpriseId: teamId }, query);
  }

  private requireTeam(actor: UserRow, teamId: string): void {
    if (actor.enterprise_id !== teamId) throw notFound('team');
  }

  async ofTeam(actor: UserRow, teamId: string, query: Paged) {
    this.requireTeam(actor, teamId);
    await this.requireColleagueLister(actor, teamId, query, TEAM_REFUSAL);
    return this.page(actor, { kind: 'team', enterpriseId: teamId }, query);
  }

  async ofTeamMember(actor: UserRow, teamId: string, userId: string, query: Paged) {
    this.requireTeam(actor, teamId);
    if (userId !== actor.id) {
      await this.requireColleagueLister(actor, teamId, query, COLLEAGUE_REFUSAL);
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
    const seesTeam = isManager(actor) || (await this.deps.access.colleaguesSeeProjects(actor));
    const user = { id: actor.id, enterprise_id: actor.enterprise_id, seesTeam };
    return this.page(actor, { kind: 'bookmarkedBy', user }, { ...query, state: 0 });
  }

  async bookmarkedByTeam(actor: UserRow, teamId: string, query: Paged) {
    this.requireTeam(actor, teamId);
    if (!managesTeam(actor, teamId)) throw forbidden("Only managers list the team's bookmarks.");
    return this.page(actor, { kind: 'teamBookmarks', enterpriseId: teamId }, { ...query, state: 0 });
  }
}
