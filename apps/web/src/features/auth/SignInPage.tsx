import { Anchor, Text } from '@mantine/core';
import { authRoutes, ErrorCode } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { callApi } from '../../api/client.ts';
import { AuthFrame } from '../../ui/AuthFrame.tsx';
import { CredentialsForm } from '../../ui/CredentialsForm.tsx';
import { useSession } from './session.tsx';

export default function SignInPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  return (
    <AuthFrame>
      <CredentialsForm
        title={t('auth.signIn.title')}
        subtitle={t('auth.signIn.subtitle')}
        signIn={(body) => callApi(authRoutes.login, { body })}
        onSignedIn={signIn}
        errorHint={(error) =>
          isApiError(error, ErrorCode.notExistUser) && (
            <Anchor component={Link} to="/sign-up" display="block" mt={4} size="sm" fw={600}>
              {t('auth.signIn.createInstead')}
            </Anchor>
          )
        }
      >
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.signIn.noAccount')}{' '}
          <Anchor component={Link} to="/sign-up" fw={600}>
            {t('auth.signUp.link')}
          </Anchor>
        </Text>
      </CredentialsForm>
    </AuthFrame>
  );
}
