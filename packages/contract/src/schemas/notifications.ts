import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../paging.ts';
import { Id } from './common.ts';

/**
 * What a notification is about. The ORDER_ and SUBSCRIPTION_ types are reserved for the modelling
 * orders and subscriptions domains (docs/decisions/notifications.md).
 */
export const NotificationType = [
  'PROJECT_SHARED',
  'FOLDER_SHARED',
  'RENDER_DONE',
  'RENDER_FAILED',
  'TEMPLATE_REVIEW_REQUESTED',
  'TEMPLATE_REVIEWED',
  'TEMPLATE_COMMENTED',
  'QUOTA_LOW',
  'ORDER_STATE_CHANGED',
  'ORDER_COMMENTED',
  'SUBSCRIPTION_STARTED',
  'SUBSCRIPTION_RENEWED',
  'SUBSCRIPTION_PAYMENT_FAILED',
  'SUBSCRIPTION_ENDING',
  'SUBSCRIPTION_CANCELLED',
] as const;
export type NotificationTypeName = (typeof NotificationType)[number];

/** The types mailed unless the user turns the mail off; the others only when turned on. */
export const MAILED_BY_DEFAULT: readonly NotificationTypeName[] = [
  'PROJECT_SHARED',
  'FOLDER_SHARED',
  'RENDER_FAILED',
  'TEMPLATE_REVIEWED',
  'QUOTA_LOW',
  'ORDER_STATE_CHANGED',
  'SUBSCRIPTION_PAYMENT_FAILED',
  'SUBSCRIPTION_ENDING',
];

export const Notification = z.object({
  id: z.string(),
  type: z.enum(NotificationType),
  data: z.record(z.string(), z.unknown()).describe('what the type names: project, render, template…'),
  link: z.string().nullable().describe('the web app page it is about'),
  checked: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('one-based page number'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const NotificationsAnswer = z.object({
  data: z.array(Notification),
  page: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int(),
  uncheckCount: z.number().int(),
});
export const UncheckCountAnswer = z.object({ count: z.number().int() });
export const CheckAllAnswer = z.object({ checked: z.number().int().describe('notifications marked read') });
export const NotificationAnswer = z.object({ notification: Notification });
export const NotificationIdParams = z.object({ id: Id });

export const NotificationPreference = z.object({
  type: z.enum(NotificationType),
  inApp: z.boolean(),
  email: z.boolean(),
});
export const NotificationPreferencesAnswer = z.object({ preferences: z.array(NotificationPreference) });
export const NotificationPreferencesBody = z
  .object({ preferences: z.array(NotificationPreference).min(1).max(NotificationType.length) })
  .strict();
