import type { SubscriptionRow } from './payment-provider.ts';

export type SubscriptionEventKind =
  | 'subscription.started'
  | 'subscription.changed'
  | 'subscription.renewed'
  | 'subscription.payment_failed'
  | 'subscription.cancel_scheduled'
  | 'subscription.reactivated'
  | 'subscription.ended';

/**
 * Where subscription events would notify their owner (an e-mail, an in-app notice). Notifications
 * are built elsewhere; until they are wired here, `noSubscriptionNotifications` receives them.
 */
export interface SubscriptionNotifier {
  notify(kind: SubscriptionEventKind, subscription: SubscriptionRow): Promise<void>;
}

export const noSubscriptionNotifications: SubscriptionNotifier = { notify: async () => {} };
