import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthHeading } from '../../ui/AuthHeading.tsx';
import { OUTBOX_PATH, useOutbox } from './outbox.ts';
import { ResendVerification } from './ResendVerification.tsx';

/** After sign-up: the account works, and its e-mail address still needs its link followed. */
export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation();
  const outbox = useOutbox({ email });
  return (
    <Stack gap="lg" align="flex-start">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMailCheck size={30} />
      </ThemeIcon>
      <AuthHeading title={t('auth.checkInbox.title')} subtitle={t('auth.checkInbox.body', { email })} />
      <Stack gap="sm" w="100%">
        <Button component={Link} to="/" size="md" fullWidth>
          {t('auth.checkInbox.continue')}
        </Button>
        {outbox.isSuccess && (
          <Button component={Link} to={OUTBOX_PATH} variant="default" size="md" fullWidth>
            {t('auth.outbox.open')}
          </Button>
        )}
      </Stack>
      <Text size="sm" c="dimmed">
        {t('auth.checkInbox.noMail')}
      </Text>
      <ResendVerification email={email} />
    </Stack>
  );
}
