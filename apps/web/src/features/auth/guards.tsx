import type { ReactNode } from 'react';
import { RedirectSignedIn, RequireSignedIn } from '../../ui/session-gates.tsx';
import { useSession } from './session.tsx';

export const SIGN_IN_PATH = '/sign-in';

export function RequireSession({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn session={useSession()} signInPath={SIGN_IN_PATH} home="/">
      {children}
    </RequireSignedIn>
  );
}

export function PublicOnly({ children }: { children: ReactNode }) {
  return (
    <RedirectSignedIn session={useSession()} home="/">
      {children}
    </RedirectSignedIn>
  );
}
