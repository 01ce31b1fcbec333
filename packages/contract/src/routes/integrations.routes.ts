import { defineRoute } from '../route.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import {
  CreatedWebhookAnswer,
  EnterpriseQuery,
  ExternalChannelAnswer,
  ExternalChannelsAnswer,
  ExternalDataBody,
  ExternalPasswordBody,
  ExternalSignInAnswer,
  ExternalUserAnswer,
  PatchExternalChannelBody,
  UsageAnswer,
  UsageQuery,
  WebhookBody,
  WebhookDeliveriesAnswer,
  WebhookDeliveryAnswer,
  WebhooksAnswer,
} from '../schemas/open-api.ts';

const external = { surface: 'api' as const, tags: ['external: channels and users'] };
const hooks = { surface: 'api' as const, tags: ['open api: webhooks'] };

/** External shop channels and their users (docs/decisions/open-api.md). */
export const externalRoutes = {
  channels: defineRoute({
    ...external,
    access: 'session',
    method: 'GET',
    path: '/v1/external/channels',
    summary: 'The external shop channels of an enterprise (managers)',
    query: EnterpriseQuery,
    response: ExternalChannelsAnswer,
  }),
  channel: defineRoute({
    ...external,
    access: 'session',
    method: 'GET',
    path: '/v1/external/channels/:id',
    summary: 'An external shop channel (managers of its enterprise)',
    params: IdParams,
    response: ExternalChannelAnswer,
  }),
  patchChannel: defineRoute({
    ...external,
    access: 'session',
    method: 'PATCH',
    path: '/v1/external/channels/:id',
    summary: 'Change a channel’s name, shop address, allowed origins or whether it is active (managers)',
    params: IdParams,
    body: PatchExternalChannelBody,
    response: ExternalChannelAnswer,
  }),
  signIn: defineRoute({
    ...external,
    // The enterprise's signed assertion in `authorization` is checked by the handler, first.
    access: 'public',
    method: 'POST',
    path: '/v1/external/users/sign-in',
    summary:
      'Sign a shop’s customer in on the enterprise’s signed assertion (origin and authorization headers)',
    response: ExternalSignInAnswer,
  }),
  signUp: defineRoute({
    ...external,
    access: 'public',
    method: 'POST',
    path: '/v1/external/users/sign-up',
    summary:
      'Sign a shop’s customer up on the enterprise’s signed assertion (origin and authorization headers)',
    response: ExternalSignInAnswer,
    status: 201,
  }),
  password: defineRoute({
    ...external,
    access: 'session',
    method: 'PATCH',
    path: '/v1/external/users/password',
    summary: 'An external user sets its password',
    body: ExternalPasswordBody,
    response: Ok,
  }),
  data: defineRoute({
    ...external,
    access: 'session',
    method: 'PATCH',
    path: '/v1/external/users/data',
    summary: 'An external user merges fields into its data',
    body: ExternalDataBody,
    response: ExternalUserAnswer,
  }),
  user: defineRoute({
    ...external,
    access: 'session',
    method: 'GET',
    path: '/v1/external/users/:id',
    summary: 'An external user (itself, or managers of its enterprise)',
    params: IdParams,
    response: ExternalUserAnswer,
  }),
};

/** Webhooks and usage of the developer portal (our own paths; the spec lists none). */
export const webhookRoutes = {
  list: defineRoute({
    ...hooks,
    access: 'session',
    method: 'GET',
    path: '/v1/developers/webhooks',
    summary: 'The webhooks of an enterprise (managers)',
    query: EnterpriseQuery,
    response: WebhooksAnswer,
  }),
  create: defineRoute({
    ...hooks,
    access: 'session',
    method: 'POST',
    path: '/v1/developers/webhooks',
    summary: 'Register a webhook URL for events; its signing secret is shown once (managers)',
    body: WebhookBody,
    response: CreatedWebhookAnswer,
    status: 201,
  }),
  remove: defineRoute({
    ...hooks,
    access: 'session',
    method: 'DELETE',
    path: '/v1/developers/webhooks/:id',
    summary: 'Remove a webhook (managers)',
    params: IdParams,
    response: Ok,
  }),
  deliveries: defineRoute({
    ...hooks,
    access: 'session',
    method: 'GET',
    path: '/v1/developers/webhooks/:id/deliveries',
    summary: 'The last 100 deliveries of a webhook (managers)',
    params: IdParams,
    response: WebhookDeliveriesAnswer,
  }),
  redeliver: defineRoute({
    ...hooks,
    access: 'session',
    method: 'POST',
    path: '/v1/developers/webhook-deliveries/:id/redeliver',
    summary: 'Send a delivery again, as a new delivery (managers)',
    params: IdParams,
    response: WebhookDeliveryAnswer,
    status: 201,
  }),
  usage: defineRoute({
    ...hooks,
    tags: ['open api: usage'],
    access: 'session',
    method: 'GET',
    path: '/v1/developers/usage',
    summary: 'Calls of the enterprise’s keys per day and API, with those refused over the limit (managers)',
    query: UsageQuery,
    response: UsageAnswer,
  }),
};
