import { ProjectState } from '@roomcraft/contract';
import { forbidden, notFound } from '../../../http/errors.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { isManager } from '../../users/roles.ts';
import type { AccessRepository, DirectoryFacts, ProjectFacts } from './access.repository.ts';
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

const foldersOf = (project: ProjectFacts): string[] =>
  [project.directory_id, project.team_directory_id].filter((id): id is string => id !== null);

/**
 * The one permission model of the workspace (docs/decisions/workspace-permissions.md): what a user
 * may do to a project or folder follows from ownership, managing its team, and EDIT or VIEW grants
 * on it or on any folder above it. Without any of these the subject answers 404, as if absent.
 */
export class AccessService {
  constructor(private readonly repo: AccessRepository) {}

  async projectRole(user: UserRow, project: ProjectFacts): Promise<Role | null> {
    if (project.state === ProjectState.DELETED) return null;
    const own = ownRole(user, project.user_id, project.enterprise_id);
    // The trash belongs to the owner and the managers; grants wake up again on restore.
    if (own || project.state === ProjectState.DEACTIVATED) return own;
    const { granted } = await this.repo.chainFacts(user.id, project.id, foldersOf(project));
    return granted;
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
    const { granted } = await this.repo.chainFacts(user.id, null, [directory.id]);
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
    return (await this.repo.chainFacts(null, null, foldersOf(project))).published;
  }
}
