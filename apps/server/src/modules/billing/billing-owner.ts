import { UserRoleRank } from '@roomcraft/contract';
import { forbidden, notFound } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BillingOwner } from './billing.repository.ts';

/** Who pays and what the provider calls them. */
export interface Payer {
  owner: BillingOwner;
  email: string;
  name: string;
}

/** A personal user pays for themselves; enterprise members render on their enterprise's plan. */
export function individualPayer(user: UserRow): Payer {
  if (user.enterprise_id) {
    throw forbidden('Members of an enterprise render on its plan; the enterprise’s admin manages billing.');
  }
  return { owner: { type: 'USER', id: user.id }, email: user.email, name: user.name ?? user.nickname };
}

/**
 * An enterprise's billing: managers and the admin read it, only the admin (who pays for a team
 * plan) changes it. Outsiders are told it does not exist.
 */
export function enterprisePayer(user: UserRow, enterpriseId: string, mode: 'read' | 'write'): Payer {
  if (user.enterprise_id !== enterpriseId) throw notFound('enterprise');
  const needed = mode === 'write' ? UserRoleRank.ADMIN : UserRoleRank.MANAGER;
  if (user.role_rank < needed) {
    throw forbidden(
      mode === 'write'
        ? 'Only the enterprise’s admin manages its billing.'
        : 'Only managers see the billing.',
    );
  }
  return {
    owner: { type: 'ENTERPRISE', id: enterpriseId },
    email: user.email,
    name: user.name ?? user.nickname,
  };
}

/** The owner a user pays for: their enterprise (as its admin) or themselves. */
export function payerOf(user: UserRow, mode: 'read' | 'write'): Payer {
  return user.enterprise_id ? enterprisePayer(user, user.enterprise_id, mode) : individualPayer(user);
}
