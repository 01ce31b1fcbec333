import type { CheckoutSessionsTable, DB, InvoicesTable, OwnerType, SubscriptionsTable } from '@roomcraft/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CustomerRow, SubscriptionRow } from './payment-provider.ts';

export type InvoiceRow = Selectable<InvoicesTable>;
export type CheckoutRow = Selectable<CheckoutSessionsTable>;
export interface BillingOwner {
  type: OwnerType;
  id: string;
}

/** Queries of customers, subscriptions, invoices and checkout sessions. */
export class BillingRepository {
  constructor(readonly db: Kysely<DB>) {}

  customerOf(owner: BillingOwner): Promise<CustomerRow | undefined> {
    return this.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .executeTakeFirst();
  }

  customerById(id: string): Promise<CustomerRow | undefined> {
    return this.db.selectFrom('billing_customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The live subscription, or else the last one (so the billing page still shows what ended). */
  async subscriptionOf(owner: BillingOwner): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .orderBy((eb) => eb.case().when('status', '=', 'CANCELED').then(1).else(0).end())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  subscriptionById(id: string): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byProviderSubscription(providerId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', providerId)
      .executeTakeFirst();
  }

  /** Live subscriptions of a provider whose period has ended by `now` (renewals due). */
  dueForRenewal(provider: string, now: Date): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider', '=', provider)
      .where('status', '<>', 'CANCELED')
      .where('current_period_end', '<=', now)
      .execute();
  }

  async updateSubscription(id: string, values: Updateable<SubscriptionsTable>): Promise<SubscriptionRow> {
    return this.db
      .updateTable('subscriptions')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  invoicesOf(subscriptionIds: string[]): Promise<InvoiceRow[]> {
    if (subscriptionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('invoices')
      .selectAll()
      .where('subscription_id', 'in', subscriptionIds)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute();
  }

  subscriptionIdsOf(owner: BillingOwner): Promise<string[]> {
    return this.db
      .selectFrom('subscriptions')
      .select('id')
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .execute()
      .then((rows) => rows.map((r) => r.id));
  }

  openInvoices(subscriptionId: string): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('invoices')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'OPEN')
      .execute();
  }

  async addInvoice(invoice: Insertable<InvoicesTable>): Promise<void> {
    await this.db
      .insertInto('invoices')
      .values(invoice)
      .onConflict((oc) =>
        oc.column('provider_invoice_id').doUpdateSet({ status: invoice.status, paid_at: invoice.paid_at }),
      )
      .execute();
  }

  checkoutById(id: string): Promise<CheckoutRow | undefined> {
    return this.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Members an enterprise has now: its seats cannot go below this. */
  async memberCount(enterpriseId: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('enterprise_id', '=', enterpriseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async setEnterpriseSeats(enterpriseId: string, seats: number): Promise<void> {
    await this.db.updateTable('enterprises').set({ seats }).where('id', '=', enterpriseId).execute();
  }
}
