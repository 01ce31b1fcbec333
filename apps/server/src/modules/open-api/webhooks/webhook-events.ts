import type { WebhookEvent } from '@roomcraft/contract';
import type { DB, WebhookDeliveriesTable } from '@roomcraft/db';
import { JobQueue } from '@roomcraft/jobs';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../../lib/ids.ts';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_MAX_ATTEMPTS, type WebhookDeliveryJob } from './webhook-deliveries.ts';

export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/**
 * Announces an enterprise's events to its webhooks: one logged delivery per subscribed webhook,
 * put on the durable queue. Needs only the database, so a render worker on another machine
 * announces the renders it finishes as the server announces the rest.
 */
export class WebhookEvents {
  private readonly queue: JobQueue;

  constructor(
    private readonly db: Kysely<DB>,
    queue?: JobQueue,
  ) {
    this.queue = queue ?? new JobQueue(db);
  }

  async emit(enterpriseId: string, event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
    const hooks = await this.db
      .selectFrom('webhooks')
      .select(['id', 'events'])
      .where('enterprise_id', '=', enterpriseId)
      .where('active', '=', true)
      .execute();
    const occurredAt = new Date().toISOString();
    for (const hook of hooks.filter((h) => h.events.includes(event))) {
      await this.deliver(hook.id, event, JSON.stringify({ event, enterpriseId, occurredAt, data }));
    }
  }

  /** Logs a delivery of this body and queues it. */
  async deliver(webhookId: string, event: string, body: string): Promise<DeliveryRow> {
    const delivery = await this.db
      .insertInto('webhook_deliveries')
      .values({ id: newId(), webhook_id: webhookId, event, body, status: 'PENDING' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.queue.enqueue<WebhookDeliveryJob>(
      WEBHOOK_DELIVERY_JOB,
      { deliveryId: delivery.id },
      { maxAttempts: WEBHOOK_MAX_ATTEMPTS, dedupeKey: delivery.id },
    );
    return delivery;
  }
}
