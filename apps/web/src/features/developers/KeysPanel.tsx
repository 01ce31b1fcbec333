import { Badge, Button, EmptyState, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import { useApiKeys, useKeyChanges } from './api.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { SecretOnceModal } from './SecretOnceModal.tsx';
import { useEnterpriseId } from './use-enterprise-id.ts';

/** The enterprise's api keys: issue one (shown once), rotate, revoke, and when each was last used. */
export default function KeysPanel() {
  const { t, i18n } = useTranslation();
  const enterpriseId = useEnterpriseId();
  const keys = useApiKeys(enterpriseId);
  const changes = useKeyChanges(enterpriseId);
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string>();
  const [revoking, setRevoking] = useState<{ id: string; name: string }>();
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language) : t('developers.keys.never');
  const error = changes.issue.error ?? changes.rotate.error ?? changes.revoke.error;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            changes.issue.mutate(name.trim(), {
              onSuccess: ({ key }) => {
                setName('');
                setShown(key);
              },
            });
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('developers.keys.name')}
              placeholder={t('developers.keys.namePlaceholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={changes.issue.isPending}>
              {t('developers.keys.create')}
            </Button>
          </Group>
        </form>
        <Text size="xs" c="dimmed" mt="xs">
          {t('developers.keys.explain')}
        </Text>
      </Paper>
      <ErrorAlert error={error} />
      <QueryState
        query={keys}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            py={60}
            icon={<IconKey size={28} />}
            variant="light"
            title={t('developers.keys.empty')}
          />
        }
      >
        {(list) => (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-label={t('developers.tabs.keys')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('developers.keys.name')}</Table.Th>
                  <Table.Th>{t('developers.keys.prefix')}</Table.Th>
                  <Table.Th>{t('developers.keys.created')}</Table.Th>
                  <Table.Th>{t('developers.keys.lastUsed')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((key) => (
                  <Table.Tr key={key.id} data-testid="api-key-row">
                    <Table.Td>{key.name}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">{`${key.prefix}…`}</Text>
                    </Table.Td>
                    <Table.Td>{when(key.createdAt)}</Table.Td>
                    <Table.Td>{when(key.lastUsedAt)}</Table.Td>
                    <Table.Td>
                      {key.revokedAt ? (
                        <Badge color="gray" variant="light">
                          {t('developers.keys.revoked')}
                        </Badge>
                      ) : (
                        <Group gap="xs">
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() =>
                              changes.rotate.mutate(key.id, { onSuccess: (r) => setShown(r.key) })
                            }
                          >
                            {t('developers.keys.rotate')}
                          </Button>
                          <Button size="xs" variant="light" color="red" onClick={() => setRevoking(key)}>
                            {t('developers.keys.revoke')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      {revoking && (
        <ConfirmModal
          title={t('developers.keys.revoke')}
          body={t('developers.keys.revokeConfirm', { name: revoking.name })}
          confirmLabel={t('developers.keys.revoke')}
          loading={changes.revoke.isPending}
          onConfirm={() => changes.revoke.mutate(revoking.id, { onSettled: () => setRevoking(undefined) })}
          onClose={() => setRevoking(undefined)}
        />
      )}
      {shown && (
        <SecretOnceModal
          title={t('developers.keys.shownTitle')}
          secret={shown}
          onClose={() => setShown(undefined)}
        />
      )}
    </Stack>
  );
}
