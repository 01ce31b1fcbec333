import { authRoutes, type User, userRoutes } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { callApi } from '../../api/client.ts';
import { type SessionState, useTokenSession } from '../../api/token-session.ts';
import { userToken } from '../../api/tokens.ts';
import { applyAccountLanguage } from '../../i18n/index.ts';

export interface Session extends SessionState {
  user: User | null;
  /** Starts the session of a sign-in or sign-up answer. */
  signIn(answer: { token: string; user: User }): void;
  /** Shows a changed account (profile edits) everywhere at once. */
  updateUser(user: User): void;
  signOut(): Promise<void>;
}

export const sessionKey = ['session', 'me'] as const;
const SessionContext = createContext<Session | null>(null);

/** The signed-in user: the token from localStorage, checked with `GET /v1/user/me` on load. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useTokenSession({
    store: userToken,
    queryKey: sessionKey,
    load: async () => (await callApi(userRoutes.me)).user,
  });
  const user = session.data;
  useEffect(() => {
    if (user) applyAccountLanguage(user.language);
  }, [user]);

  const value: Session = {
    status: session.status,
    error: session.error,
    retry: session.retry,
    user,
    signIn: ({ token, user: signedIn }) => session.start(token, signedIn),
    updateUser: (changed) => queryClient.setQueryData(sessionKey, changed),
    signOut: async () => {
      // The session ends here whatever the server says: a failed call must not keep anyone signed in.
      await callApi(authRoutes.logout).catch(() => undefined);
      session.end();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'ops' });
    },
  };
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it.');
  return session;
}

/** The signed-in user, for screens behind RequireSession. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser is only for screens behind RequireSession.');
  return user;
}
