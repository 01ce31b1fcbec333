import { UserRoleRank } from '@roomcraft/contract';
import type { UserRow } from '../auth/sessions.ts';

export type RankName = keyof typeof UserRoleRank;

/** The string role that goes with a ranked role (docs/decisions/roles.md). */
export function roleOfRank(rank: number, salesAccount = false): string {
  if (salesAccount) return 'CUSTOM';
  if (rank >= UserRoleRank.MANAGER) return 'MANAGER';
  if (rank === UserRoleRank.DESIGNER) return 'DESIGNER';
  return 'UNDEFINED';
}

export const isManager = (user: UserRow) =>
  user.enterprise_id !== null && user.role_rank >= UserRoleRank.MANAGER;
export const sameEnterprise = (a: UserRow, b: UserRow) =>
  a.enterprise_id !== null && a.enterprise_id === b.enterprise_id;

/**
 * A manager acts on a colleague only when it outranks them: a manager on designers, an admin on
 * managers and designers. Nobody acts on themselves through these calls.
 */
export function outranks(actor: UserRow, target: UserRow): boolean {
  return (
    actor.id !== target.id &&
    sameEnterprise(actor, target) &&
    isManager(actor) &&
    actor.role_rank > target.role_rank
  );
}

/** Whom a user may look up by id: themselves and their colleagues. */
export function canSee(actor: UserRow, target: UserRow): boolean {
  return actor.id === target.id || sameEnterprise(actor, target);
}
