import { Button, Center, EmptyState } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { SessionState } from '../api/token-session.ts';
import { useErrorText } from './error-text.ts';
import { PageLoader } from './QueryState.tsx';

/** Where to go after signing in: only a path of this app, never another site. */
export function safeNext(next: string | null, fallback: string): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

function SessionError({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Center mih="100vh">
      <EmptyState
        icon={<IconCloudOff size={28} />}
        variant="light"
        color="red"
        title={t('common.loadFailed')}
        description={errorText(session.error)}
      >
        <EmptyState.Actions>
          <Button onClick={session.retry}>{t('common.retry')}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}

/** A signed-in area: anyone else is sent to sign in and brought back to this page afterwards. */
export function RequireSignedIn({
  session,
  signInPath,
  home,
  children,
}: {
  session: SessionState;
  signInPath: string;
  home: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'error') return <SessionError session={session} />;
  if (session.status === 'signedOut') {
    const next = pathname === home ? '' : `?next=${encodeURIComponent(`${pathname}${search}`)}`;
    return <Navigate to={`${signInPath}${next}`} replace />;
  }
  return children;
}

/** A sign-in page: a visitor who is signed in already goes on to where they were heading. */
export function RedirectSignedIn({
  session,
  home,
  children,
}: {
  session: SessionState;
  home: string;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signedIn') return <Navigate to={safeNext(params.get('next'), home)} replace />;
  return children;
}
