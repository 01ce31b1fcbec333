import { UserRoleRank } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { WebhookEvents } from '../open-api/webhooks/webhook-events.ts';
import type { OrderStateListener } from './order-notifications.ts';

/**
 * Tells the ordering enterprise's managers and admins (the customer) when the state table says to
 * (`notify-customer`): in the bell, and by e-mail as their preferences say. Operators and modellers
 * work from the back office's queue, which shows every change.
 */
export function notifyCustomers(db: Kysely<DB>, notifications: NotificationsService): OrderStateListener {
  return async (change) => {
    if (change.sends !== 'notify-customer') return;
    const order = await db
      .selectFrom('product_orders')
      .select('name')
      .where('id', '=', change.orderId)
      .executeTakeFirst();
    const customers = await db
      .selectFrom('users')
      .select('id')
      .where('enterprise_id', '=', change.enterpriseId)
      .where('role_rank', '>=', UserRoleRank.MANAGER)
      .where('active', '=', true)
      .where('deleted_at', 'is', null)
      .execute();
    await notifications.notify({
      type: 'ORDER_STATE_CHANGED',
      userIds: customers.map((c) => c.id),
      data: { orderId: change.orderId, orderName: order?.name ?? '', state: change.to },
      link: `/orders/${change.orderId}`,
    });
  };
}

/** Announces every state change to the enterprise's ORDER_STATE_CHANGED webhooks. */
export function announceToWebhooks(events: Pick<WebhookEvents, 'emit'>): OrderStateListener {
  return (change) =>
    events.emit(change.enterpriseId, 'ORDER_STATE_CHANGED', {
      orderId: change.orderId,
      itemId: change.itemId,
      from: change.from,
      to: change.to,
    });
}
