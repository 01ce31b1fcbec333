import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BillingOwner, CheckoutRow } from './billing.repository.ts';
import { type BillingContext, cardDeclined, checkedSeats, planForSale } from './billing-context.ts';
import { type Payer, payerOf } from './billing-owner.ts';
import { addDays, addMonth, periodAmount } from './billing-rules.ts';
import type { LocalPaymentProvider } from './local-provider.ts';
import type { CustomerRow, SubscriptionRow } from './payment-provider.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export interface CheckoutInput {
  plan: string;
  seats?: number;
  currency: string;
  trialDays: number;
}

/** Customers of the payment provider and the checkout that turns a plan choice into a subscription. */
export class CheckoutService {
  constructor(
    private readonly ctx: BillingContext,
    private readonly subscriptions: SubscriptionsService,
    private readonly local: LocalPaymentProvider | null,
    private readonly publicUrl: string,
  ) {}

  async customer(owner: BillingOwner): Promise<CustomerRow> {
    const customer = await this.ctx.repository.customerOf(owner);
    if (!customer) throw notFound('customer');
    return customer;
  }

  /** The payer's customer record, made with the provider the first time. */
  async ensureCustomer(payer: Payer, details: { email?: string; name?: string } = {}): Promise<CustomerRow> {
    const existing = await this.ctx.repository.customerOf(payer.owner);
    if (existing) return existing;
    const email = details.email ?? payer.email;
    const name = details.name ?? payer.name;
    const providerCustomerId = await this.ctx.provider.createCustomer({
      email,
      name,
      ownerType: payer.owner.type,
      ownerId: payer.owner.id,
    });
    return this.ctx.repository.db
      .insertInto('billing_customers')
      .values({
        id: newId(),
        owner_type: payer.owner.type,
        owner_id: payer.owner.id,
        provider: this.ctx.provider.name,
        provider_customer_id: providerCustomerId,
        email,
        name,
      })
      .onConflict((oc) => oc.columns(['owner_type', 'owner_id']).doUpdateSet({ email, name }))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async createCustomer(payer: Payer, details: { email?: string; name?: string }): Promise<CustomerRow> {
    if (await this.ctx.repository.customerOf(payer.owner)) {
      throw conflict('This payer is already a customer.', 'customer_exists');
    }
    return this.ensureCustomer(payer, details);
  }

  /** Removes the customer record; refused while a subscription is live (cancel it first). */
  async deleteCustomer(owner: BillingOwner): Promise<void> {
    const customer = await this.customer(owner);
    const subscription = await this.ctx.repository.subscriptionOf(owner);
    if (subscription && subscription.status !== 'CANCELED') {
      throw conflict('Cancel the subscription before removing the customer.', 'subscription_live');
    }
    await this.ctx.provider.deleteCustomer(customer);
    await this.ctx.repository.db.deleteFrom('billing_customers').where('id', '=', customer.id).execute();
  }

  /** A checkout page for a new subscription; a payer with a live one changes its plan instead. */
  async start(payer: Payer, input: CheckoutInput): Promise<CheckoutRow> {
    const { repository, plans, provider, clock } = this.ctx;
    const plan = await planForSale(plans, input.plan, payer.owner.type);
    const seats = await checkedSeats(repository, payer.owner, input.seats);
    const live = await repository.subscriptionOf(payer.owner);
    if (live && live.status !== 'CANCELED') {
      throw conflict('A subscription is already live; change its plan instead.', 'subscription_exists');
    }
    const customer = await this.ensureCustomer(payer);
    const id = newId();
    const { providerSessionId, url } = await provider.createCheckout({
      checkoutId: id,
      customer,
      plan: plan.plan,
      seats,
      currency: input.currency,
      trialDays: input.trialDays,
      successUrl: `${this.publicUrl}/billing?checkout=${id}`,
      cancelUrl: `${this.publicUrl}/pricing`,
    });
    return repository.db
      .insertInto('checkout_sessions')
      .values({
        id,
        owner_type: payer.owner.type,
        owner_id: payer.owner.id,
        customer_id: customer.id,
        provider: provider.name,
        provider_session_id: providerSessionId,
        plan: plan.plan,
        seats,
        currency: input.currency,
        trial_days: input.trialDays,
        status: 'OPEN',
        url,
        success_url: `${this.publicUrl}/billing?checkout=${id}`,
        created_at: clock.now(),
        completed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** One of the caller's checkout sessions (an enterprise's: its admin's). */
  async checkoutFor(user: UserRow, id: string): Promise<CheckoutRow> {
    const checkout = await this.ctx.repository.checkoutById(id);
    const { owner } = payerOf(user, 'write');
    if (!checkout || checkout.owner_type !== owner.type || checkout.owner_id !== owner.id) {
      throw notFound('checkout session');
    }
    return checkout;
  }

  async amountDueToday(checkout: CheckoutRow): Promise<number> {
    if (checkout.trial_days > 0) return 0;
    return periodAmount((await this.ctx.plans.byPlan(checkout.plan))!, checkout.seats, checkout.currency);
  }

  /** The local provider's simulated checkout: save the card, charge the first period, subscribe. */
  async payLocally(user: UserRow, id: string, cardNumber: string): Promise<SubscriptionRow> {
    const checkout = await this.checkoutFor(user, id);
    if (!this.local || checkout.provider !== 'LOCAL') {
      throw new HttpError(409, 'provider_mismatch', 'This checkout is paid on the card provider’s own page.');
    }
    if (checkout.status !== 'OPEN') throw conflict('This checkout is already paid.', 'checkout_completed');
    const customer = (await this.ctx.repository.customerById(checkout.customer_id))!;
    if (!(await this.local.saveCard(customer, cardNumber))) throw cardDeclined();
    const now = this.ctx.clock.now();
    const amount = await this.amountDueToday(checkout);
    if (!(await this.local.charge(customer, amount))) throw cardDeclined();
    const trial = checkout.trial_days > 0;
    const subscription = await this.subscriptions.start(checkout, {
      providerSubscriptionId: null,
      status: trial ? 'TRIALING' : 'ACTIVE',
      periodStart: now,
      periodEnd: trial ? addDays(now, checkout.trial_days) : addMonth(now),
    });
    await this.complete(checkout.id, now);
    if (!trial) {
      await this.ctx.repository.addInvoice({
        id: newId(),
        subscription_id: subscription.id,
        reason: 'SUBSCRIPTION_CREATE',
        description: `${checkout.plan} × ${checkout.seats}`,
        amount,
        currency: checkout.currency,
        status: 'PAID',
        period_start: subscription.current_period_start,
        period_end: subscription.current_period_end,
        provider_invoice_id: null,
        created_at: now,
        paid_at: now,
      });
    }
    return subscription;
  }

  /** The local provider's portal: another test card replaces the saved one. */
  async replaceLocalCard(user: UserRow, cardNumber: string): Promise<void> {
    if (!this.local) {
      throw new HttpError(409, 'provider_mismatch', 'Cards are managed on the card provider’s portal.');
    }
    const customer = await this.customer(payerOf(user, 'write').owner);
    if (!(await this.local.saveCard(customer, cardNumber))) throw cardDeclined();
  }

  async complete(checkoutId: string, at: Date): Promise<void> {
    await this.ctx.repository.db
      .updateTable('checkout_sessions')
      .set({ status: 'COMPLETED', completed_at: at })
      .where('id', '=', checkoutId)
      .execute();
  }
}
