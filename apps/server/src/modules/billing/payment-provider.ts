import type { BillingCustomersTable, SubscriptionsTable } from '@roomcraft/db';
import type { Selectable } from 'kysely';

export type CustomerRow = Selectable<BillingCustomersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type ProviderName = 'LOCAL' | 'STRIPE';

export interface CheckoutRequest {
  checkoutId: string;
  customer: CustomerRow;
  plan: string;
  seats: number;
  currency: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

/** Charges a saved card: the local provider's way of being paid. */
export interface CardCharges {
  /** Whether the customer's saved card paid the amount (nothing is owed for 0). */
  charge(customer: CustomerRow, amount: number, currency: string): Promise<boolean>;
}

/**
 * A card-payment provider (docs/decisions/billing.md). Our `subscriptions` table is the record the
 * quotas read; the provider is told of every change and collects the money. The local provider is
 * charged by us through `cards`; Stripe invoices by itself and reports through webhooks (`cards`
 * is null).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly cards: CardCharges | null;
  createCustomer(input: { email: string; name: string; ownerType: string; ownerId: string }): Promise<string>;
  deleteCustomer(customer: CustomerRow): Promise<void>;
  /** The page where the payer enters a card: the provider's session id and its address. */
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  createPortal(customer: CustomerRow, returnUrl: string): Promise<string>;
  /** Plan or seats changed: `prorate` charges the difference now, otherwise from the next period. */
  changeSubscription(
    subscription: SubscriptionRow,
    change: { plan: string; seats: number; prorate: boolean },
  ): Promise<void>;
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void>;
  cancelNow(subscription: SubscriptionRow): Promise<void>;
  /** Tries the open invoices again; whether all are paid now. */
  retryOpenInvoices(subscription: SubscriptionRow): Promise<boolean>;
}
