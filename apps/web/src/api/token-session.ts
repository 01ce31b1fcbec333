import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from './api-error.ts';
import type { TokenStore } from './tokens.ts';

export type SessionStatus = 'loading' | 'error' | 'signedOut' | 'signedIn';

/** What the guards of a signed-in area need to know of its session. */
export interface SessionState {
  status: SessionStatus;
  error: unknown;
  retry(): void;
}

/**
 * A session held as a bearer token and checked by loading who it belongs to. A 401 ends it; any
 * other failure leaves it open so a lost connection does not sign anyone out.
 */
export function useTokenSession<T>({
  store,
  queryKey,
  load,
}: {
  store: TokenStore;
  queryKey: readonly unknown[];
  load: () => Promise<T>;
}) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(store.get);
  const who = useQuery({ queryKey, queryFn: load, enabled: token !== null, staleTime: 5 * 60_000 });
  const ended = isApiError(who.error) && who.error.status === 401;
  useEffect(() => {
    if (ended) {
      store.clear();
      setToken(null);
    }
  }, [ended, store]);

  const status: SessionStatus =
    token === null || ended ? 'signedOut' : who.data ? 'signedIn' : who.isError ? 'error' : 'loading';
  return {
    status,
    data: status === 'signedIn' ? (who.data ?? null) : null,
    error: who.error,
    retry: () => void who.refetch(),
    start(next: string, data: T) {
      store.set(next);
      queryClient.setQueryData(queryKey, data);
      setToken(next);
    },
    end() {
      store.clear();
      setToken(null);
    },
  };
}
