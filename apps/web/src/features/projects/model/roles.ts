import type { Project, User } from '@roomcraft/contract';
import { isManager } from '../../enterprise/roles.ts';

/** Who someone is to a project (the contract's AccessSummary role). */
export type ProjectRole = 'OWNER' | 'MANAGER' | 'EDIT' | 'VIEW';

/** EDIT saves designs, renames and sets covers; VIEW only looks. */
export const canEdit = (role: ProjectRole | null | undefined): boolean => !!role && role !== 'VIEW';
/** Moving, trashing and sharing belong to the owner and the team's managers. */
export const canManage = (role: ProjectRole | null | undefined): boolean =>
  role === 'OWNER' || role === 'MANAGER';

/**
 * The role the signed-in user has on a project they found in their own or their team's lists;
 * null when only the server knows (a project shared with them).
 */
export function knownRole(project: Pick<Project, 'userId' | 'enterpriseId'>, user: User): ProjectRole | null {
  if (project.userId === user.id) return 'OWNER';
  if (isManager(user) && project.enterpriseId !== null && project.enterpriseId === user.enterpriseId)
    return 'MANAGER';
  return null;
}
