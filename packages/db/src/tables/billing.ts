import type { Generated } from 'kysely';

export type OwnerType = 'USER' | 'ENTERPRISE';
export type SubscriptionStatus = 'TRIALING' | 'ACTIVE' | 'PAST_DUE' | 'CANCELED';

/** A plan for sale: its rank orders upgrades; prices are per seat and month (KRW in won, USD in cents). */
export interface BillingPlansTable {
  plan: string;
  audience: 'INDIVIDUAL' | 'ENTERPRISE';
  rank: number;
  included_seats: number;
  price_krw: number;
  price_usd: number;
  updated_at: Generated<Date>;
}

/** Units a plan grants per month for its included seats. */
export interface BillingPlanUnitsTable {
  plan: string;
  tier: string;
  units: number;
}

export interface BillingCustomersTable {
  id: string;
  owner_type: OwnerType;
  owner_id: string;
  provider: string;
  provider_customer_id: string;
  email: string;
  name: string;
  created_at: Generated<Date>;
}

export interface LocalPaymentCardsTable {
  customer_id: string;
  last4: string;
  declines: boolean;
}

export interface SubscriptionsTable {
  id: string;
  owner_type: OwnerType;
  owner_id: string;
  customer_id: string;
  provider: string;
  provider_subscription_id: string | null;
  plan: string;
  seats: number;
  currency: string;
  status: SubscriptionStatus;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: Generated<boolean>;
  /** A downgrade (plan or seats) waiting for the period end. */
  pending_plan: string | null;
  pending_seats: number | null;
  past_due_since: Date | null;
  canceled_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface InvoicesTable {
  id: string;
  subscription_id: string;
  reason: 'SUBSCRIPTION_CREATE' | 'SUBSCRIPTION_CYCLE' | 'SUBSCRIPTION_UPDATE';
  description: string;
  amount: number;
  currency: string;
  status: 'PAID' | 'OPEN';
  period_start: Date;
  period_end: Date;
  provider_invoice_id: string | null;
  created_at: Date;
  paid_at: Date | null;
}

export interface CheckoutSessionsTable {
  id: string;
  owner_type: OwnerType;
  owner_id: string;
  customer_id: string;
  provider: string;
  provider_session_id: string | null;
  plan: string;
  seats: number;
  currency: string;
  trial_days: number;
  status: 'OPEN' | 'COMPLETED';
  url: string;
  success_url: string;
  created_at: Date;
  completed_at: Date | null;
}

/** Provider events already applied, so a replayed webhook changes nothing. */
export interface BillingWebhookEventsTable {
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}

export interface BillingTables {
  billing_plans: BillingPlansTable;
  billing_plan_units: BillingPlanUnitsTable;
  billing_customers: BillingCustomersTable;
  local_payment_cards: LocalPaymentCardsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  checkout_sessions: CheckoutSessionsTable;
  billing_webhook_events: BillingWebhookEventsTable;
}
