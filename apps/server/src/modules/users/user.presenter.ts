import type { User, UserSummary } from '@roomcraft/contract';
import type { UserRow } from '../auth/sessions.ts';

/** The API shape of a user row; password hashes and deletion marks never leave the server. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    name: row.name,
    role: row.role as User['role'],
    roleRank: row.role_rank as User['roleRank'],
    enterpriseId: row.enterprise_id,
    accountState: row.account_state as User['accountState'],
    active: row.active,
    salesAccount: row.sales_account,
    language: row.language as User['language'],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    name: row.name,
    enterpriseId: row.enterprise_id,
  };
}
