import { z } from 'zod';
import { QuotaPlan, RenderQuotaTier } from '../enums.ts';
import { Id, IsoDate } from './common.ts';

/** Currencies plans are sold in; amounts are in the currency's smallest unit (won, cents). */
export const Currency = ['KRW', 'USD'] as const;
export const SubscriptionStatus = ['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED'] as const;
export const PaymentProviderName = ['LOCAL', 'STRIPE'] as const;
export const EnterpriseSeats = { min: 3, max: 50 } as const;

export const PlanTierUnits = z.object({ tier: z.enum(RenderQuotaTier), limit: z.number().int() });

/** A plan as sold: its price per seat and month in each currency and the units it grants. */
export const PricedPlan = z.object({
  plan: z.enum(QuotaPlan),
  audience: z.enum(['INDIVIDUAL', 'ENTERPRISE']),
  rank: z.number().int(),
  includedSeats: z.number().int(),
  prices: z.object({ KRW: z.number().int(), USD: z.number().int() }),
  tiers: z.array(PlanTierUnits),
});
export type PricedPlan = z.infer<typeof PricedPlan>;
export const PricedPlansAnswer = z.object({ plans: z.array(PricedPlan) });

export const BillingCustomer = z.object({
  id: Id,
  ownerType: z.enum(['USER', 'ENTERPRISE']),
  ownerId: Id,
  provider: z.enum(PaymentProviderName),
  email: z.string(),
  name: z.string(),
  createdAt: IsoDate,
});
export const BillingCustomerAnswer = z.object({ customer: BillingCustomer });

export const Subscription = z.object({
  id: Id,
  ownerType: z.enum(['USER', 'ENTERPRISE']),
  ownerId: Id,
  provider: z.enum(PaymentProviderName),
  plan: z.enum(QuotaPlan),
  seats: z.number().int(),
  currency: z.enum(Currency),
  status: z.enum(SubscriptionStatus),
  currentPeriodStart: IsoDate,
  currentPeriodEnd: IsoDate,
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade waiting for the period end. */
  pendingPlan: z.enum(QuotaPlan).nullable(),
  pendingSeats: z.number().int().nullable(),
  pastDueSince: IsoDate.nullable(),
  /** When a past-due subscription stops new renders (the grace period's end). */
  rendersPausedFrom: IsoDate.nullable(),
  canceledAt: IsoDate.nullable(),
  createdAt: IsoDate,
});
export type Subscription = z.infer<typeof Subscription>;

export const Invoice = z.object({
  id: Id,
  reason: z.enum(['SUBSCRIPTION_CREATE', 'SUBSCRIPTION_CYCLE', 'SUBSCRIPTION_UPDATE']),
  description: z.string(),
  amount: z.number().int(),
  currency: z.enum(Currency),
  status: z.enum(['PAID', 'OPEN']),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  createdAt: IsoDate,
  paidAt: IsoDate.nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

/** What the next renewal will charge, unless the subscription ends first. */
export const UpcomingInvoice = z.object({
  date: IsoDate,
  plan: z.enum(QuotaPlan),
  seats: z.number().int(),
  amount: z.number().int(),
  currency: z.enum(Currency),
});

/** The billing page in one answer: the live (or last) subscription, the next invoice, the invoices. */
export const SubscriptionAnswer = z.object({
  subscription: Subscription.nullable(),
  upcomingInvoice: UpcomingInvoice.nullable(),
  invoices: z.array(Invoice),
});
export type SubscriptionAnswer = z.infer<typeof SubscriptionAnswer>;

export const CheckoutSession = z.object({
  id: Id,
  provider: z.enum(PaymentProviderName),
  plan: z.enum(QuotaPlan),
  seats: z.number().int(),
  currency: z.enum(Currency),
  trialDays: z.number().int(),
  /** Charged when the checkout completes (nothing during a trial). */
  amountDueToday: z.number().int(),
  status: z.enum(['OPEN', 'COMPLETED']),
  /** Where the payer goes: the provider's hosted page, or the local provider's simulated one. */
  url: z.string(),
});
export type CheckoutSession = z.infer<typeof CheckoutSession>;
export const CheckoutSessionAnswer = z.object({ checkoutSession: CheckoutSession });

const TrialDays = z.number().int().min(0).max(30).default(0);
const Seats = z.number().int().min(EnterpriseSeats.min).max(EnterpriseSeats.max);

export const CustomerBody = z.object({
  email: z.email().max(254).optional(),
  name: z.string().trim().min(1).max(120).optional(),
});
export const EnterpriseCheckoutBody = z.object({
  plan: z.enum(QuotaPlan),
  seats: Seats,
  currency: z.enum(Currency).default('KRW'),
  trialDays: TrialDays,
});
export const IndividualSubscriptionBody = z.object({
  plan: z.enum(QuotaPlan),
  currency: z.enum(Currency).default('KRW'),
  trialDays: TrialDays,
});
/** A new subscription needs a checkout first; a live one changes plan at once. */
export const IndividualSubscriptionAnswer = z.object({
  subscription: Subscription.nullable(),
  checkoutSession: CheckoutSession.nullable(),
});
export const EnterpriseSubscriptionBody = z
  .object({ plan: z.enum(QuotaPlan).optional(), seats: Seats.optional() })
  .refine((b) => b.plan !== undefined || b.seats !== undefined, 'give a plan, seats or both');
export const EnterpriseParams = z.object({ enterpriseId: Id });
export const PortalSessionAnswer = z.object({ url: z.string() });
export const SubscriptionOnlyAnswer = z.object({ subscription: Subscription });

/** The local provider's simulated card form: test card numbers behave as the card provider's do. */
export const LocalCheckoutBody = z.object({
  cardNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, 'must be 16 digits')),
});
export const WebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Days a past-due subscription keeps rendering before new renders are refused. */
export const PAST_DUE_GRACE_DAYS = 7;
