import { z } from 'zod';
import { AuthType, ShopType } from '../enums.ts';
import { Email, Id, IsoDate, Line, Password } from './common.ts';

/** The events an enterprise's webhooks may subscribe to (docs/decisions/open-api.md). */
export const WebhookEvent = [
  'RENDER_FINISHED',
  'ORDER_STATE_CHANGED',
  'PROJECT_ESTIMATE_SENT',
  'TEMPLATE_PUBLISHED',
] as const;
export type WebhookEvent = (typeof WebhookEvent)[number];

export const WebhookDeliveryStatus = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/** The open API's envelope of the real product, worn by the errors of key-authenticated calls. */
export const OpenApiErrorCode = [
  'INTERNAL_ERROR',
  'BAD_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'TOO_MANY_REQUEST',
] as const;

export const EnterpriseQuery = z.object({ enterpriseId: Id });
const Name = Line().trim().min(1).max(100);

export const OpenApiKey = z.object({
  id: Id,
  enterpriseId: Id,
  name: z.string(),
  prefix: z.string().describe('the first characters of the key, to tell keys apart'),
  createdAt: IsoDate,
  lastUsedAt: IsoDate.nullable(),
  revokedAt: IsoDate.nullable(),
});
export const OpenApiKeysAnswer = z.object({ apiKeys: z.array(OpenApiKey) });
export const IssuedOpenApiKeyAnswer = z.object({
  apiKey: OpenApiKey,
  key: z.string().describe('shown this once; only its hash is kept'),
});
export const IssueOpenApiKeyBody = z.object({ enterpriseId: Id, name: Name }).strict();
export const RotateOpenApiKeyBody = z.object({ name: Name.optional() }).strict();

export const OpenApiTokenAnswer = z.object({ token: z.string(), expiresAt: IsoDate });
export const OAuthConfigQuery = z.object({ 'access-key': z.string().min(1).max(200) });
export const TokenParamNameAnswer = z.object({ tokenParamName: z.string() });

export const OpenApiSettings = z.object({
  enterpriseId: Id,
  readsPerSecond: z.number().int(),
  writesPerSecond: z.number().int(),
  tokenParamName: z.string(),
});
export const OpenApiSettingsAnswer = z.object({ settings: OpenApiSettings });
export const TokenParamNameBody = z
  .object({
    enterpriseId: Id,
    tokenParamName: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'letters, digits, _ or -'),
  })
  .strict();
export const RateLimitsBody = z
  .object({
    readsPerSecond: z.number().int().min(1).max(10_000),
    writesPerSecond: z.number().int().min(1).max(10_000),
  })
  .strict();

export const DeveloperAccount = z.object({
  id: Id,
  enterpriseId: Id,
  name: z.string(),
  contactEmail: z.string(),
  createdAt: IsoDate,
});
export const DeveloperAccountBody = z.object({ enterpriseId: Id, name: Name, contactEmail: Email }).strict();
export const DeveloperAccountAnswer = z.object({ account: DeveloperAccount.nullable() });
export const CreatedDeveloperAccountAnswer = z.object({
  account: DeveloperAccount,
  signingSecret: z.string().describe('signs external-user assertions; shown this once'),
});

const Origin = z.url({ protocol: /^https?$/ }).max(300);
export const ExternalChannel = z.object({
  id: Id,
  enterpriseId: Id,
  applicationId: Id.nullable(),
  shopType: z.enum(ShopType),
  name: z.string(),
  shopUrl: z.string().nullable(),
  allowedOrigins: z.array(z.string()),
  active: z.boolean(),
  updatedAt: IsoDate,
});
export const ExternalChannelAnswer = z.object({ channel: ExternalChannel });
export const ExternalChannelsAnswer = z.object({ channels: z.array(ExternalChannel) });
export const PatchExternalChannelBody = z
  .object({
    name: Name.optional(),
    shopUrl: Origin.nullable().optional(),
    allowedOrigins: z.array(Origin).max(20).optional(),
    active: z.boolean().optional(),
  })
  .strict();

export const DeveloperApplication = z.object({
  id: Id,
  enterpriseId: Id,
  name: z.string(),
  shopType: z.enum(ShopType),
  channelId: Id,
  createdAt: IsoDate,
});
export const DeveloperApplicationBody = z
  .object({
    enterpriseId: Id,
    name: Name,
    shopType: z.enum(ShopType),
    shopUrl: Origin.optional(),
    allowedOrigins: z.array(Origin).max(20).default([]),
  })
  .strict();
export const DeveloperApplicationAnswer = z.object({
  application: DeveloperApplication,
  channel: ExternalChannel,
});
export const DeveloperApplicationsAnswer = z.object({ applications: z.array(DeveloperApplication) });

export const ExternalUser = z.object({
  id: Id,
  enterpriseId: Id,
  channelId: Id,
  externalId: z.string(),
  nickname: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: IsoDate,
});
export const ExternalUserAnswer = z.object({ user: ExternalUser });
export const ExternalSignInAnswer = z.object({
  token: z.string(),
  authType: z.enum(AuthType),
  user: ExternalUser,
});
export const ExternalPasswordBody = z.object({ password: Password }).strict();
export const ExternalDataBody = z.object({ data: z.record(z.string(), z.unknown()) }).strict();

export const Webhook = z.object({
  id: Id,
  enterpriseId: Id,
  url: z.string(),
  events: z.array(z.enum(WebhookEvent)),
  active: z.boolean(),
  createdAt: IsoDate,
});
export const WebhookBody = z
  .object({
    enterpriseId: Id,
    url: z.string().trim().min(1).max(500),
    events: z.array(z.enum(WebhookEvent)).min(1),
  })
  .strict();
export const WebhooksAnswer = z.object({ webhooks: z.array(Webhook) });
export const CreatedWebhookAnswer = z.object({
  webhook: Webhook,
  secret: z.string().describe('signs every delivery; shown this once'),
});
export const WebhookDelivery = z.object({
  id: Id,
  webhookId: Id,
  event: z.enum(WebhookEvent),
  status: z.enum(WebhookDeliveryStatus),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  deliveredAt: IsoDate.nullable(),
  createdAt: IsoDate,
});
export const WebhookDeliveriesAnswer = z.object({ deliveries: z.array(WebhookDelivery) });
export const WebhookDeliveryAnswer = z.object({ delivery: WebhookDelivery });

export const UsageQuery = z.object({
  enterpriseId: Id,
  days: z.coerce.number().int().min(1).max(90).default(30),
});
export const UsageAnswer = z.object({
  usage: z.array(
    z.object({ day: z.string(), api: z.string(), calls: z.number().int(), refused: z.number().int() }),
  ),
});
