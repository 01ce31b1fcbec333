import type { OrderActor, OrderNotice } from '@roomcraft/contract';

/** One state change of an order or of one of its items, as the table in docs/decisions/product-orders.md says. */
export interface OrderStateChange {
  orderId: string;
  enterpriseId: string;
  /** Null for the order's own actions (submit, confirm, finish, serviceUpload). */
  itemId: string | null;
  from: string;
  to: string;
  actor: OrderActor;
  actorId: string | null;
  /** Whom the table says to tell: the customer, the operators or the item's modeller. */
  sends: OrderNotice;
  /** The modeller assigned to the item, when there is one. */
  modellerId: string | null;
}

/**
 * Every committed change is handed to these listeners after its transaction: the platform registers
 * the customers' notifications and the enterprise's webhooks (order-listeners.ts) in
 * `createProductOrders({ notifyOrderStateChange })`.
 */
export type OrderStateListener = (change: OrderStateChange) => Promise<void>;
