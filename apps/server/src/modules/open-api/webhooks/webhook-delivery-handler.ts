import type { DB } from '@roomcraft/db';
import type { JobRunner } from '@roomcraft/jobs';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import { WebhookAddressRule } from './webhook-address.ts';
import { WEBHOOK_DELIVERY_JOB, WebhookDeliveries, type WebhookDeliveryJob } from './webhook-deliveries.ts';

/**
 * Makes a runner of the jobs queue deliver webhooks: the worker's runner (wherever workers run)
 * and, in tests, the server's in-process one. A delivery out of attempts is given up and logged.
 */
export function registerWebhookDeliveries(
  runner: JobRunner,
  db: Kysely<DB>,
  config: Pick<Config, 'webhookPrivateHostsAllowed'>,
): WebhookDeliveries {
  const deliveries = new WebhookDeliveries({
    db,
    rule: new WebhookAddressRule(config.webhookPrivateHostsAllowed),
  });
  runner.registerHandler<WebhookDeliveryJob, void>(
    WEBHOOK_DELIVERY_JOB,
    (job) => deliveries.attempt(job.payload.deliveryId),
    { onFailed: (job) => deliveries.giveUp(job.payload.deliveryId) },
  );
  return deliveries;
}
