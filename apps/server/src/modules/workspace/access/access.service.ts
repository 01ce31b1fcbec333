import { ProjectState } from '@roomcraft/contract';
import { forbidden, notFound } from '../../../http/errors.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { isManager } from '../../users/roles.ts';
import {
  type AccessRepository,
  type DirectoryFacts,
  foldersOf,
  type ProjectFacts,
} from './access.repository.ts';
import { allows, type Need, type Role, strongest } from './roles.ts';

const REFUSALS: Record<Need, string> = {
  VIEW: 'You may not open this.',
  EDIT: 'Your access lets you open this, not change it.',
  MANAGE: "Only the owner and the team's managers may do this.",
};

/** Whether a user manages the team a project or folder belongs to. */
export const managesTeam = (user: UserRow, enterpriseId: string | null): boolean =>
  enterpriseId !== null && user.enterprise_id === enterpriseId && isManager(user);

const ownRole = (user: UserRow, ownerId: string | null, enterpriseId: string | null): Role | null =>
  user.id === ownerId ? 'OWNER' : managesTeam(user, enterpriseId) ? 'MANAGER' : null;

/**
 * The one permission model of the workspace (docs/decisions/workspace-permissions.md): what a user
 * may do to a project or folder follows from ownership, managing its team, and EDIT or VIEW grants
 * on it or on any folder above it, and, where a team lets its members see each other's projects,
 * membership (VIEW). Without any of these the subject answers 404, as if absent.
 */
export class AccessService {
  constructor(private readonly repo: AccessRepository) {}

  /** Whether the user's team lets its members open each other's projects (VIEW, never save). */
  async colleaguesSeeProjects(user: UserRow): Promise<boolean> {
    return user.enterprise_id !== null && this.repo.colleaguesSeeProjects(user.enterprise_id);
  }

  /** The user's role on each of the projects (absent: none), decided for a whole page at once. */
  async projectRoles(user: UserRow, projects: ProjectFacts[]): Promise<Map<string, Role>> {
    const roles = new Map<string, Role>();
    const others: ProjectFacts[] = [];
    for (const project of projects) {
      if (project.state === ProjectState.DELETED) continue;
      const own = ownRole(user, project.user_id, project.enterprise_id);
      if (own) roles.set(project.id, own);
      // The trash belongs to the owner and the managers; grants wake up again on restore.
      else if (project.state === ProjectState.ACTIVATED) others.push(project);
    }
    if (others.length === 0) return roles;
    const granted = await this.repo.grantsOn(user.id, others);
    const teammates = others.filter(
      (p) => user.enterprise_id !== null && p.enterprise_id === user.enterprise_id,
    );
    const colleaguesSee = teammates.length > 0 && (await this.colleaguesSeeProjects(user));
    for (const project of others) {
      const asColleague = colleaguesSee && teammates.includes(project) ? 'VIEW' : null;
      const role = strongest(granted.get(project.id) ?? null, asColleague);
      if (role) roles.set(project.id, role);
    }
    return roles;
  }

  async projectRole(user: UserRow, project: ProjectFacts): Promise<Role | null> {
    return (await this.projectRoles(user, [project])).get(project.id) ?? null;
  }

  async requireProject(
    user: UserRow,
    id: string,
    need: Need,
  ): Promise<{ project: ProjectFacts; role: Role }> {
    const project = await this.repo.project(id);
    const role = project ? await this.projectRole(user, project) : null;
    if (!project || !role) throw notFound('project');
    if (!allows(role, need)) throw forbidden(REFUSALS[need]);
    return { project, role };
  }

  async directoryRole(user: UserRow, directory: DirectoryFacts): Promise<Role | null> {
    const own =
      directory.scope === 'ENTERPRISE'
        ? ownRole(user, null, directory.enterprise_id)
        : ownRole(user, directory.owner_id, directory.enterprise_id);
    if (own) return own;
    // Members see their team's folder tree; that is not a grant, so it opens no project inside.
    const member =
      directory.scope === 'ENTERPRISE' && user.enterprise_id === directory.enterprise_id ? 'VIEW' : null;
    const { granted } = await this.repo.chainFacts(user.id, [directory.id]);
    return strongest(granted, member);
  }

  async requireDirectory(
    user: UserRow,
    id: string,
    need: Need,
  ): Promise<{ directory: DirectoryFacts; role: Role }> {
    const directory = await this.repo.directory(id);
    const role = directory ? await this.directoryRole(user, directory) : null;
    if (!directory || !role) throw notFound('folder');
    if (!allows(role, need)) throw forbidden(REFUSALS[need]);
    return { directory, role };
  }

  /** Whether an active project sits in a public folder (or below one), which publishes its portfolio. */
  async inPublicFolder(project: ProjectFacts): Promise<boolean> {
    return (await this.repo.chainFacts(null, foldersOf(project))).published;
  }
}
