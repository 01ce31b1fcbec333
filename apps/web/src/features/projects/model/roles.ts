import type { ProjectRole } from '@roomcraft/contract';

export type { ProjectRole };

/** EDIT saves designs, renames and sets covers; VIEW only looks. */
export const canEdit = (role: ProjectRole | null | undefined): boolean => !!role && role !== 'VIEW';
/** Moving, trashing and sharing belong to the owner and the team's managers. */
export const canManage = (role: ProjectRole | null | undefined): boolean =>
  role === 'OWNER' || role === 'MANAGER';
