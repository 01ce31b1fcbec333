import type { WebhookEvent } from '@roomcraft/contract';
import type { DB, WebhooksTable } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';
import { notFound } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { newSecret } from '../../../lib/tokens.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { assertIntegrationManager } from '../managers.ts';
import type { WebhookAddressRule } from './webhook-address.ts';
import type { DeliveryRow, WebhookEvents } from './webhook-events.ts';

export type WebhookRow = Selectable<WebhooksTable>;

const DELIVERIES_SHOWN = 100;

/**
 * An enterprise's webhooks (docs/decisions/open-api.md): registered by its managers for events,
 * each with its own signing secret shown once, with their delivery logs and redelivery.
 */
export class Webhooks {
  constructor(private readonly deps: { db: Kysely<DB>; rule: WebhookAddressRule; events: WebhookEvents }) {}

  async register(user: UserRow, input: { enterpriseId: string; url: string; events: WebhookEvent[] }) {
    assertIntegrationManager(user, input.enterpriseId);
    const url = await this.deps.rule.check(input.url);
    const secret = `whsec_${newSecret()}`;
    const row = await this.deps.db
      .insertInto('webhooks')
      .values({
        id: newId(),
        enterprise_id: input.enterpriseId,
        url: url.href,
        events: JSON.stringify([...new Set(input.events)]),
        secret,
        created_by: user.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { webhook: presentWebhook(row), secret };
  }

  list(user: UserRow, enterpriseId: string) {
    assertIntegrationManager(user, enterpriseId);
    return this.deps.db
      .selectFrom('webhooks')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async remove(user: UserRow, id: string): Promise<void> {
    await this.managed(user, id);
    await this.deps.db.deleteFrom('webhooks').where('id', '=', id).execute();
  }

  async deliveries(user: UserRow, webhookId: string) {
    await this.managed(user, webhookId);
    return this.deps.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DELIVERIES_SHOWN)
      .execute();
  }

  /** Sends a logged delivery's body again, as a new delivery with its own attempts. */
  async redeliver(user: UserRow, deliveryId: string): Promise<DeliveryRow> {
    const original = await this.deps.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!original) throw notFound('delivery');
    await this.managed(user, original.webhook_id);
    return this.deps.events.deliver(original.webhook_id, original.event, original.body);
  }

  private async managed(user: UserRow, webhookId: string): Promise<WebhookRow> {
    const row = await this.deps.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', webhookId)
      .executeTakeFirst();
    if (!row || row.enterprise_id !== user.enterprise_id) throw notFound('webhook');
    assertIntegrationManager(user, row.enterprise_id);
    return row;
  }
}

export function presentWebhook(row: WebhookRow) {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    url: row.url,
    events: row.events as WebhookEvent[],
    active: row.active,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow) {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    event: row.event as WebhookEvent,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    error: row.error,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
