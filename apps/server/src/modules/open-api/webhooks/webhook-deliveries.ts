import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { WebhookAddressRule } from './webhook-address.ts';
import { sendWebhook } from './webhook-sender.ts';

/** The job kind of a webhook delivery on the durable queue. */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** The first attempt and up to five retries, spaced by the queue's doubling back-off. */
export const WEBHOOK_MAX_ATTEMPTS = 6;

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** A failed attempt; thrown to the queue so it retries the job later. */
export class WebhookAttemptFailed extends Error {}

/**
 * One attempt of one delivery, run by the queue's webhook job (docs/decisions/open-api.md). Each
 * attempt is written to the delivery log; a failure is thrown so the queue retries it with its
 * back-off, and when the queue gives up, `giveUp` marks the delivery FAILED (it can be redelivered).
 */
export class WebhookDeliveries {
  constructor(private readonly deps: { db: Kysely<DB>; rule: WebhookAddressRule }) {}

  async attempt(deliveryId: string): Promise<void> {
    const { db } = this.deps;
    const delivery = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'd.event', 'd.body', 'd.status', 'd.attempts', 'w.url', 'w.secret', 'w.active'])
      .where('d.id', '=', deliveryId)
      .executeTakeFirst();
    // A removed webhook took its deliveries with it; a finished delivery is not sent twice.
    if (delivery?.status !== 'PENDING') return;
    if (!delivery.active) {
      await this.record(deliveryId, { status: 'FAILED', error: 'the webhook is inactive' });
      return;
    }
    const outcome = await sendWebhook(
      { url: delivery.url, secret: delivery.secret, deliveryId, event: delivery.event, body: delivery.body },
      this.deps.rule,
    );
    const attempts = delivery.attempts + 1;
    if (outcome.ok) {
      await this.record(deliveryId, {
        attempts,
        status: 'SUCCEEDED',
        response_status: outcome.status,
        error: null,
        delivered_at: new Date(),
      });
      return;
    }
    await this.record(deliveryId, { attempts, response_status: outcome.status, error: outcome.error });
    throw new WebhookAttemptFailed(outcome.error);
  }

  /** The queue has used every attempt: the delivery is FAILED, its last error kept. */
  async giveUp(deliveryId: string): Promise<void> {
    await this.deps.db
      .updateTable('webhook_deliveries')
      .set({ status: 'FAILED' })
      .where('id', '=', deliveryId)
      .where('status', '=', 'PENDING')
      .execute();
  }

  private async record(
    id: string,
    change: {
      attempts?: number;
      status?: 'SUCCEEDED' | 'FAILED';
      response_status?: number | null;
      error?: string | null;
      delivered_at?: Date;
    },
  ) {
    await this.deps.db.updateTable('webhook_deliveries').set(change).where('id', '=', id).execute();
  }
}
