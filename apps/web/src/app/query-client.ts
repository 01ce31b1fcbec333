import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

/**
 * A 401 on any screen means the session ended elsewhere (signed out, deactivated, password
 * changed): re-checking the session lets the guards send the person to the sign-in page.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== 'session') {
          void client.invalidateQueries({ queryKey: ['session'] });
        }
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
