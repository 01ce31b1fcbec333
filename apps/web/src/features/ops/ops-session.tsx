import { opsRoutes, type RouteOutput } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { callApi } from '../../api/client.ts';
import { type SessionState, useTokenSession } from '../../api/token-session.ts';
import { operatorToken } from '../../api/tokens.ts';

type Operator = RouteOutput<typeof opsRoutes.me>['operator'];

export interface OpsSession extends SessionState {
  operator: Operator | null;
  signIn(answer: { token: string; operator: Operator }): void;
  signOut(): Promise<void>;
}

/** Back-office queries share this prefix, so a user's sign-out leaves them alone and vice versa. */
export const opsSessionKey = ['ops', 'session'] as const;
export const enterprisesKey = ['ops', 'enterprises'] as const;
const OpsSessionContext = createContext<OpsSession | null>(null);

/** The back-office operator's session, separate from any user session in the same browser. */
export function OpsSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useTokenSession({
    store: operatorToken,
    queryKey: opsSessionKey,
    load: async () => (await callApi(opsRoutes.me)).operator,
  });
  const value: OpsSession = {
    status: session.status,
    error: session.error,
    retry: session.retry,
    operator: session.data,
    signIn: ({ token, operator }) => session.start(token, operator),
    signOut: async () => {
      await callApi(opsRoutes.logout).catch(() => undefined);
      session.end();
      queryClient.removeQueries({ queryKey: ['ops'] });
    },
  };
  return <OpsSessionContext value={value}>{children}</OpsSessionContext>;
}

export function useOpsSession(): OpsSession {
  const session = useContext(OpsSessionContext);
  if (!session) throw new Error('useOpsSession needs an OpsSessionProvider above it.');
  return session;
}
