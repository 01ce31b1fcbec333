import type { CheckoutSession, Invoice, Subscription } from '@roomcraft/contract';
import { rendersPausedFrom } from '../quotas/quotas.service.ts';
import type { CheckoutRow, InvoiceRow } from './billing.repository.ts';
import type { CustomerRow, SubscriptionRow } from './payment-provider.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    provider: row.provider as Subscription['provider'],
    plan: row.plan as Subscription['plan'],
    seats: row.seats,
    currency: row.currency as Subscription['currency'],
    status: row.status,
    currentPeriodStart: row.current_period_start.toISOString(),
    currentPeriodEnd: row.current_period_end.toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    pendingPlan: row.pending_plan as Subscription['pendingPlan'],
    pendingSeats: row.pending_seats,
    pastDueSince: iso(row.past_due_since),
    rendersPausedFrom: iso(rendersPausedFrom(row)),
    canceledAt: iso(row.canceled_at),
    createdAt: row.created_at.toISOString(),
  };
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    reason: row.reason,
    description: row.description,
    amount: row.amount,
    currency: row.currency as Invoice['currency'],
    status: row.status,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
  };
}

export function presentCheckout(row: CheckoutRow, amountDueToday: number): CheckoutSession {
  return {
    id: row.id,
    provider: row.provider as CheckoutSession['provider'],
    plan: row.plan as CheckoutSession['plan'],
    seats: row.seats,
    currency: row.currency as CheckoutSession['currency'],
    trialDays: row.trial_days,
    amountDueToday,
    status: row.status,
    url: row.url,
  };
}

export function presentCustomer(row: CustomerRow) {
  return {
    id: row.id,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    provider: row.provider as 'LOCAL' | 'STRIPE',
    email: row.email,
    name: row.name,
    createdAt: row.created_at.toISOString(),
  };
}
