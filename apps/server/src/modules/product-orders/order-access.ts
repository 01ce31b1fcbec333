import { UserRoleRank } from '@roomcraft/contract';
import { forbidden, notFound } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { OrderRow } from './presenter.ts';

/** Who calls the orders: a member of an enterprise (the customer side) or a back-office operator. */
export type OrderCaller = { kind: 'user'; user: UserRow } | { kind: 'operator'; operatorId: string };

/**
 * One rule for reads and writes (docs/decisions/product-orders.md): designers and up read their
 * enterprise's orders, managers and admins write them, operators read and run every order. An order
 * the caller may not read answers 404, never 403.
 */
export function canRead(caller: OrderCaller, enterpriseId: string): boolean {
  if (caller.kind === 'operator') return true;
  return caller.user.enterprise_id === enterpriseId && caller.user.role_rank >= UserRoleRank.DESIGNER;
}

export function assertReadable(caller: OrderCaller, order: OrderRow | undefined): OrderRow {
  if (!order || !canRead(caller, order.enterprise_id)) throw notFound('order');
  return order;
}

/** The customer's writes: a manager or admin of the ordering enterprise. */
export function assertCustomer(user: UserRow, enterpriseId: string): void {
  if (user.enterprise_id !== enterpriseId) throw notFound('order');
  if (user.role_rank < UserRoleRank.MANAGER) {
    throw forbidden('Only managers and admins of the enterprise order models and review them.');
  }
}

/** Listing an enterprise's orders: its members (designers and up), or operators. */
export function assertEnterpriseReadable(caller: OrderCaller, enterpriseId: string): void {
  if (!canRead(caller, enterpriseId)) throw forbidden('These are another enterprise’s orders.');
}
