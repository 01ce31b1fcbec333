import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type {
  CardCharges,
  CheckoutRequest,
  CustomerRow,
  PaymentProvider,
  SubscriptionRow,
} from './payment-provider.ts';

/** Test card numbers, as the card provider's test mode has them. */
export const LOCAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Saved at checkout, then every charge is declined (a renewal goes past due). */
  declinesLater: '4000000000000341',
} as const;

/**
 * The payment provider of `npm start` and of the tests: no network. Its checkout is a page of the
 * web app (`/billing/checkout/:id`) where a test card number is typed; the saved card pays later
 * charges, and time moves with the platform's clock.
 */
export class LocalPaymentProvider implements PaymentProvider, CardCharges {
  readonly name = 'LOCAL' as const;
  readonly cards = this;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async createCustomer(): Promise<string> {
    return `local_cus_${newId()}`;
  }

  async deleteCustomer(): Promise<void> {
    // The saved card goes with the customer row (on delete cascade).
  }

  async createCheckout(request: CheckoutRequest) {
    return { providerSessionId: request.checkoutId, url: `/billing/checkout/${request.checkoutId}` };
  }

  /** The billing page is the local provider's portal. */
  async createPortal(): Promise<string> {
    return '/billing';
  }

  async changeSubscription(): Promise<void> {}
  async setCancelAtPeriodEnd(): Promise<void> {}
  async cancelNow(): Promise<void> {}

  /** Saves the card typed on the simulated checkout; false when the number is the declined one. */
  async saveCard(customer: CustomerRow, cardNumber: string): Promise<boolean> {
    if (cardNumber === LOCAL_TEST_CARDS.declined) return false;
    const card = { last4: cardNumber.slice(-4), declines: cardNumber === LOCAL_TEST_CARDS.declinesLater };
    await this.db
      .insertInto('local_payment_cards')
      .values({ customer_id: customer.id, ...card })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet(card))
      .execute();
    return true;
  }

  async charge(customer: CustomerRow, amount: number): Promise<boolean> {
    if (amount === 0) return true;
    const card = await this.db
      .selectFrom('local_payment_cards')
      .select('declines')
      .where('customer_id', '=', customer.id)
      .executeTakeFirst();
    return card !== undefined && !card.declines;
  }

  async retryOpenInvoices(subscription: SubscriptionRow): Promise<boolean> {
    const customer = await this.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('id', '=', subscription.customer_id)
      .executeTakeFirst();
    const open = await this.db
      .selectFrom('invoices')
      .select(['id', 'amount'])
      .where('subscription_id', '=', subscription.id)
      .where('status', '=', 'OPEN')
      .execute();
    for (const invoice of open) {
      if (!customer || !(await this.charge(customer, invoice.amount))) return false;
      await this.db
        .updateTable('invoices')
        .set({ status: 'PAID', paid_at: this.clock.now() })
        .where('id', '=', invoice.id)
        .execute();
    }
    return true;
  }
}
