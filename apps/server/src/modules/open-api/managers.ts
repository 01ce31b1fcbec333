import { forbidden, notFound } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import { isManager } from '../users/roles.ts';

/**
 * Only an enterprise's own managers and admins run its integrations; another enterprise's id reads
 * as unknown (404), so ids of others are not confirmed.
 */
export function assertIntegrationManager(user: UserRow, enterpriseId: string): void {
  if (user.enterprise_id !== enterpriseId) throw notFound('enterprise');
  if (!isManager(user)) throw forbidden('Only managers and admins manage the open API.');
}
