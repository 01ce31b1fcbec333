import type { DB } from '@roomcraft/db';
import type { JobQueue } from '@roomcraft/jobs';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { RouteBinding } from '../../http/routes.ts';
import type { Sessions } from '../auth/sessions.ts';
import { ApiKeys } from './api-keys.ts';
import { Developers } from './developers.ts';
import { ExternalChannels } from './external-channels.ts';
import { ExternalUsers } from './external-users.ts';
import { openApiGuards } from './guards.ts';
import { integrationBindings } from './integrations.routes.ts';
import { openApiBindings } from './open-api.routes.ts';
import { OpenApiSettings } from './open-api-settings.ts';
import { RateLimiter } from './rate-limiter.ts';
import { WebhookAddressRule } from './webhooks/webhook-address.ts';
import { WebhookEvents } from './webhooks/webhook-events.ts';
import { Webhooks } from './webhooks/webhooks.service.ts';

export interface OpenApiOptions {
  db: Kysely<DB>;
  config: Pick<Config, 'webhookPrivateHostsAllowed'>;
  sessions: Sessions;
  /** The durable queue that carries webhook deliveries (workers deliver them: registerWebhookDeliveries). */
  jobs: JobQueue;
}

/** The open API and integrations: keys, rate limits, developers, external channels and users, webhooks. */
export function createOpenApi({ db, config, sessions, jobs }: OpenApiOptions) {
  const keys = new ApiKeys(db);
  const limiter = new RateLimiter(db);
  const settings = new OpenApiSettings(db);
  const channels = new ExternalChannels(db);
  const developers = new Developers(db, channels);
  const externalUsers = new ExternalUsers({ db, channels, developers, sessions, limiter });
  const rule = new WebhookAddressRule(config.webhookPrivateHostsAllowed);
  const events = new WebhookEvents(db, jobs);
  const webhooks = new Webhooks({ db, rule, events });
  const bindings: RouteBinding[] = [
    ...openApiBindings({ keys, developers, settings }),
    ...integrationBindings({ db, channels, externalUsers, webhooks }),
  ];
  return { bindings, keys, guards: openApiGuards(keys, limiter), events };
}

export type OpenApi = ReturnType<typeof createOpenApi>;
