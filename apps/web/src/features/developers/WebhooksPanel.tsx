import {
  Accordion,
  Badge,
  Button,
  EmptyState,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { WebhookEvent } from '@roomcraft/contract';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useWebhookChanges, useWebhooks } from './api.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { DeliveriesTable } from './DeliveriesTable.tsx';
import { SecretOnceModal } from './SecretOnceModal.tsx';
import { useEnterpriseId } from './use-enterprise-id.ts';

type Event = (typeof WebhookEvent)[number];

/** The enterprise's webhooks: register a URL for events (its secret shown once), their deliveries. */
export default function WebhooksPanel() {
  const { t } = useTranslation();
  const enterpriseId = useEnterpriseId();
  const webhooks = useWebhooks(enterpriseId);
  const changes = useWebhookChanges(enterpriseId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<Event[]>(['RENDER_FINISHED']);
  const [secret, setSecret] = useState<string>();
  const [removing, setRemoving] = useState<{ id: string; url: string }>();
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            changes.create.mutate(
              { url, events },
              {
                onSuccess: (r) => {
                  setUrl('');
                  setSecret(r.secret);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <ErrorAlert error={changes.create.error} />
            <Group align="flex-end" grow>
              <TextInput
                label={t('developers.hooks.url')}
                placeholder="https://shop.example.com/roomcraft/events"
                value={url}
                onChange={(e) => setUrl(e.currentTarget.value)}
                error={fieldErrorsOf(changes.create.error).url}
                required
              />
              <MultiSelect
                label={t('developers.hooks.events')}
                data={WebhookEvent.map((value) => ({ value, label: t(`developers.events.${value}`) }))}
                value={events}
                onChange={(next) => setEvents(next as Event[])}
              />
            </Group>
            <Group justify="space-between">
              <Text size="xs" c="dimmed" maw={560}>
                {t('developers.hooks.explain')}
              </Text>
              <Button
                type="submit"
                leftSection={<IconPlus size={16} />}
                loading={changes.create.isPending}
                disabled={events.length === 0}
              >
                {t('developers.hooks.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ErrorAlert error={changes.redeliver.error ?? changes.remove.error} />
      <QueryState
        query={webhooks}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            py={60}
            icon={<IconWebhook size={28} />}
            variant="light"
            title={t('developers.hooks.empty')}
          />
        }
      >
        {(list) => (
          <Accordion variant="separated" radius="lg">
            {list.map((hook) => (
              <Accordion.Item key={hook.id} value={hook.id}>
                <Accordion.Control>
                  <Group gap="sm">
                    <Text ff="monospace" size="sm">
                      {hook.url}
                    </Text>
                    {hook.events.map((event) => (
                      <Badge key={event} variant="light" size="sm">
                        {t(`developers.events.${event}`)}
                      </Badge>
                    ))}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <DeliveriesTable
                    enterpriseId={enterpriseId}
                    webhookId={hook.id}
                    redeliver={(id) => changes.redeliver.mutate(id)}
                  />
                  <Group justify="flex-end" mt="sm">
                    <Button size="xs" variant="light" color="red" onClick={() => setRemoving(hook)}>
                      {t('developers.hooks.remove')}
                    </Button>
                  </Group>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryState>
      {removing && (
        <ConfirmModal
          title={t('developers.hooks.remove')}
          body={t('developers.hooks.removeConfirm', { url: removing.url })}
          confirmLabel={t('developers.hooks.remove')}
          loading={changes.remove.isPending}
          onConfirm={() => changes.remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) })}
          onClose={() => setRemoving(undefined)}
        />
      )}
      {secret && (
        <SecretOnceModal
          title={t('developers.hooks.secretTitle')}
          secret={secret}
          onClose={() => setSecret(undefined)}
        />
      )}
    </Stack>
  );
}
