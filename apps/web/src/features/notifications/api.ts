import { NotificationBell as BellSchema, notificationRoutes, renderRoutes } from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, urlOf } from '../../api/client.ts';
import { followEvents } from '../../api/event-stream.ts';
import { userToken } from '../../api/tokens.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
};

const LIST_LIMIT = 20;

/** The unread count; the live stream keeps it fresh, so it is read again only when the stream says so. */
export function useUncheckCount() {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await callApi(notificationRoutes.uncheckCount)).count,
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: () => callApi(notificationRoutes.list, { query: { page: 1, limit: LIST_LIMIT } }),
    enabled,
  });
}

export function useCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(notificationRoutes.check, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useCheckAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationRoutes.checkAll),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * Follows the bell over the one live stream (`GET /v1/renders/stream?topics=notifications`): each
 * change of the unread count or of the newest notification sets the count and reads the list again.
 */
export function useNotificationStream() {
  const client = useQueryClient();
  useEffect(
    () =>
      followEvents(urlOf(renderRoutes.stream, { query: { topics: 'notifications' } }), {
        event: 'notifications',
        token: () => userToken.get(),
        onData: (data) => {
          const bell = BellSchema.safeParse(data);
          if (!bell.success) return;
          client.setQueryData(notificationKeys.count, bell.data.uncheckCount);
          void client.invalidateQueries({ queryKey: notificationKeys.list });
        },
      }),
    [client],
  );
}
