import { webhookRoutes as w, externalRoutes as x } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bind } from '../../http/routes.ts';
import { type ExternalChannels, presentChannel } from './external-channels.ts';
import type { ExternalUsers } from './external-users.ts';
import { apiOf } from './guards.ts';
import { assertIntegrationManager } from './managers.ts';
import { presentDelivery, presentWebhook, type Webhooks } from './webhooks/webhooks.service.ts';

const callerOf = (request: FastifyRequest) => ({
  api: apiOf(request),
  authorization: request.headers.authorization,
  origin: request.headers.origin,
  userAgent: request.headers['user-agent'],
});

/** External channels and users, webhooks and usage. */
export function integrationBindings(deps: {
  db: Kysely<DB>;
  channels: ExternalChannels;
  externalUsers: ExternalUsers;
  webhooks: Webhooks;
}) {
  const { db, channels, externalUsers, webhooks } = deps;
  return [
    bind(x.channels, async ({ user, query }) => ({
      channels: (await channels.list(user, query.enterpriseId)).map(presentChannel),
    })),
    bind(x.channel, async ({ user, params }) => ({
      channel: presentChannel(await channels.get(user, params.id)),
    })),
    bind(x.patchChannel, async ({ user, params, body }) => ({
      channel: presentChannel(await channels.patch(user, params.id, body)),
    })),
    bind(x.signIn, async ({ request }) => externalUsers.signIn(callerOf(request))),
    bind(x.signUp, async ({ request }) => externalUsers.signUp(callerOf(request))),
    bind(x.password, async ({ user, body }) => {
      await externalUsers.setPassword(user, body.password);
      return { ok: true as const };
    }),
    bind(x.data, async ({ user, body }) => ({ user: await externalUsers.mergeData(user, body.data) })),
    bind(x.user, async ({ user, params }) => ({ user: await externalUsers.read(user, params.id) })),
    bind(w.list, async ({ user, query }) => ({
      webhooks: (await webhooks.list(user, query.enterpriseId)).map(presentWebhook),
    })),
    bind(w.create, async ({ user, body }) => webhooks.register(user, body)),
    bind(w.remove, async ({ user, params }) => {
      await webhooks.remove(user, params.id);
      return { ok: true as const };
    }),
    bind(w.deliveries, async ({ user, params }) => ({
      deliveries: (await webhooks.deliveries(user, params.id)).map(presentDelivery),
    })),
    bind(w.redeliver, async ({ user, params }) => ({
      delivery: presentDelivery(await webhooks.redeliver(user, params.id)),
    })),
    bind(w.usage, async ({ user, query }) => {
      assertIntegrationManager(user, query.enterpriseId);
      const since = new Date(Date.now() - (query.days - 1) * 86_400_000).toISOString().slice(0, 10);
      const rows = await db
        .selectFrom('api_usage_daily')
        .select(['day', 'api', 'calls', 'refused'])
        .where('enterprise_id', '=', query.enterpriseId)
        .where('day', '>=', since)
        .orderBy('day', 'desc')
        .orderBy('api')
        .execute();
      return { usage: rows };
    }),
  ];
}
