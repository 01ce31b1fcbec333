import { Button, Card, EmptyState, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconExternalLink, IconInbox, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PlainFrame } from '../../ui/PlainFrame.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useOutbox } from './outbox.ts';

/** `/dev/outbox`: the mails the server kept because no SMTP transport is configured. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [filter] = useDebouncedValue(email.trim(), 300);
  const outbox = useOutbox({ email: filter || undefined });
  const unavailable = isApiError(outbox.error) && outbox.error.status === 404;
  return (
    <PlainFrame>
      <PageHeader
        title={t('auth.outbox.title')}
        description={t('auth.outbox.description')}
        actions={
          <TextInput
            w={280}
            leftSection={<IconSearch size={16} />}
            placeholder={t('auth.outbox.filter')}
            aria-label={t('auth.outbox.filter')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        }
      />
      {unavailable ? (
        <EmptyState icon={<IconInbox size={28} />} title={t('auth.outbox.unavailable')} py={60} />
      ) : (
        <QueryState
          query={outbox}
          isEmpty={(answer) => answer.mails.length === 0}
          empty={<EmptyState icon={<IconInbox size={28} />} title={t('auth.outbox.empty')} py={60} />}
        >
          {({ mails }) => (
            <Stack gap="md">
              {mails.map((mail) => (
                <Card key={mail.id} padding="lg">
                  <Group justify="space-between" align="flex-start" mb="xs">
                    <div>
                      <Text fw={600}>{mail.subject}</Text>
                      <Text size="sm" c="dimmed">
                        {t('auth.outbox.to', { email: mail.to })}
                      </Text>
                    </div>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(mail.createdAt, currentLanguage())}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} mb={mail.link ? 'md' : 0}>
                    {mail.text}
                  </Text>
                  {mail.link && (
                    // The router opens a link of this app in place and loads any other as usual.
                    <Button
                      component={Link}
                      to={mail.link}
                      size="xs"
                      rightSection={<IconExternalLink size={14} />}
                    >
                      {t('auth.outbox.followLink')}
                    </Button>
                  )}
                </Card>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </PlainFrame>
  );
}
