import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OUTBOX_PATH, useOutbox } from './outbox.ts';
import { ResendVerification } from './ResendVerification.tsx';
import { useUser } from './session.tsx';

/** Reminds a PENDING account to verify its e-mail; in development it links to the local outbox. */
export function PendingBanner() {
  const { t } = useTranslation();
  const user = useUser();
  const pending = user.accountState === 'PENDING';
  const outbox = useOutbox({ email: user.email, enabled: pending });
  if (!pending) return null;
  return (
    <Paper
      radius={0}
      withBorder={false}
      bg="yellow.0"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-2)' }}
    >
      <Container size="xl" py="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconMailExclamation size={18} color="var(--mantine-color-yellow-8)" />
            <Text size="sm">{t('auth.pending.body', { email: user.email })}</Text>
          </Group>
          <Group gap="xs">
            {outbox.isSuccess && (
              <Button component={Link} to={OUTBOX_PATH} size="compact-sm" variant="subtle">
                {t('auth.outbox.open')}
              </Button>
            )}
            <ResendVerification email={user.email} compact />
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
