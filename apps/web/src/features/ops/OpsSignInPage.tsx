import { Badge } from '@mantine/core';
import { opsRoutes } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { AuthFrame } from '../../ui/AuthFrame.tsx';
import { CredentialsForm } from '../../ui/CredentialsForm.tsx';
import { useOpsSession } from './ops-session.tsx';

export default function OpsSignInPage() {
  const { t } = useTranslation();
  const { signIn } = useOpsSession();
  return (
    <AuthFrame badge={<Badge variant="light">{t('ops.badge')}</Badge>}>
      <CredentialsForm
        title={t('ops.signIn.title')}
        subtitle={t('ops.signIn.subtitle')}
        signIn={(body) => callApi(opsRoutes.login, { body })}
        onSignedIn={signIn}
      />
    </AuthFrame>
  );
}
