import { defineRoute } from '../route.ts';
import {
  CheckAllAnswer,
  NotificationAnswer,
  NotificationIdParams,
  NotificationPreferencesAnswer,
  NotificationPreferencesBody,
  NotificationQuery,
  NotificationsAnswer,
  UncheckCountAnswer,
} from '../schemas/notifications.ts';

const tags = ['notifications'];
const session = { surface: 'api', tags, access: 'session' } as const;

export const notificationRoutes = {
  list: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/notification',
    summary: 'The caller’s notifications, newest first',
    query: NotificationQuery,
    response: NotificationsAnswer,
  }),
  uncheckCount: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/notification/uncheck-count',
    summary: 'How many of the caller’s notifications are unread',
    response: UncheckCountAnswer,
  }),
  checkAll: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/notification/check-all',
    summary: 'Mark every notification of the caller read',
    response: CheckAllAnswer,
  }),
  check: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/notification/:id/check',
    summary: 'Mark one notification read',
    params: NotificationIdParams,
    response: NotificationAnswer,
  }),
  preferences: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/notification/preferences',
    summary: 'Per type: shown in the app, and mailed',
    response: NotificationPreferencesAnswer,
  }),
  setPreferences: defineRoute({
    ...session,
    method: 'PUT',
    path: '/v1/notification/preferences',
    summary: 'Change the listed types’ preferences (the others stay)',
    body: NotificationPreferencesBody,
    response: NotificationPreferencesAnswer,
  }),
};
