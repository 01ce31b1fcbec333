import { matchQuery, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { sessionKey } from '../features/auth/session.tsx';
import { opsSessionKey } from '../features/ops/ops-session.tsx';

/**
 * A 401 on any screen means the session ended elsewhere (signed out, deactivated, password
 * changed): re-checking the session of that surface lets its guard send the person to sign in.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isApiError(error) || error.status !== 401) return;
        const session = query.queryKey[0] === 'ops' ? opsSessionKey : sessionKey;
        if (!matchQuery({ queryKey: session }, query)) void client.invalidateQueries({ queryKey: session });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal will not change by asking again; only lost connections and server errors are retried.
        retry: (count, error) =>
          count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
    },
  });
  return client;
}
