import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { authRoutes } from '@roomcraft/contract';
import { IconCircleCheck, IconMailX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { AuthFrame } from '../../ui/AuthFrame.tsx';
import { AuthHeading } from '../../ui/AuthHeading.tsx';
import { useErrorText } from '../../ui/error-text.ts';
import { PageLoader } from '../../ui/QueryState.tsx';
import { ResendVerification } from './ResendVerification.tsx';
import { sessionKey, useSession } from './session.tsx';

function Outcome({ ok, title, body }: { ok: boolean; title: string; body: string }) {
  return (
    <>
      <ThemeIcon size={56} radius="xl" variant="light" color={ok ? 'green' : 'red'}>
        {ok ? <IconCircleCheck size={30} /> : <IconMailX size={30} />}
      </ThemeIcon>
      <AuthHeading title={title} subtitle={body} />
    </>
  );
}

/** `/verify-email?token=`: the page a verification mail links to. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const queryClient = useQueryClient();
  // A query, not an effect, so the one-time token is sent once even when React renders twice.
  const confirm = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const answer = await callApi(authRoutes.confirmEmail, { body: { token } });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
      return answer;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const verified = confirm.data?.user;

  if (token && confirm.isPending) return <PageLoader />;
  return (
    <AuthFrame>
      <Stack gap="lg" align="flex-start">
        {verified ? (
          <>
            <Outcome
              ok
              title={t('auth.verify.doneTitle')}
              body={t('auth.verify.doneBody', { email: verified.email })}
            />
            <Button
              component={Link}
              to={session.status === 'signedIn' ? '/' : '/sign-in'}
              size="md"
              fullWidth
            >
              {session.status === 'signedIn' ? t('auth.checkInbox.continue') : t('auth.signIn.submit')}
            </Button>
          </>
        ) : (
          <>
            <Outcome
              ok={false}
              title={t('auth.verify.failedTitle')}
              body={token ? errorText(confirm.error) : t('auth.verify.noToken')}
            />
            <Text size="sm" fw={500}>
              {t('auth.verify.askAgain')}
            </Text>
            <ResendVerification email={session.user?.email} />
          </>
        )}
      </Stack>
    </AuthFrame>
  );
}
