import { type User, UserRoleRank } from '@roomcraft/contract';

export type RankName = keyof typeof UserRoleRank;
/** The ranks a member of an enterprise can hold, lowest first. */
const MEMBER_RANKS = ['DESIGNER', 'MANAGER', 'ADMIN'] as const;
export type MemberRank = (typeof MEMBER_RANKS)[number];

export function rankNameOf(rank: number): RankName {
  const entry = Object.entries(UserRoleRank).find(([, value]) => value === rank);
  return (entry?.[0] ?? 'PERSONAL') as RankName;
}

export const isMember = (user: User) => user.enterpriseId !== null;
export const isManager = (user: User) => isMember(user) && user.roleRank >= UserRoleRank.MANAGER;

/** A manager acts on a colleague only when outranking them (the server's rule, docs/decisions/roles.md). */
export const outranks = (actor: User, target: User) =>
  actor.id !== target.id &&
  isManager(actor) &&
  actor.enterpriseId === target.enterpriseId &&
  actor.roleRank > target.roleRank;

/** The ranks an actor may give: none above their own. */
export const assignableRanks = (actor: User): MemberRank[] =>
  MEMBER_RANKS.filter((rank) => UserRoleRank[rank] <= actor.roleRank);
