import {
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { ShopType } from '@roomcraft/contract';
import { IconApps } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { formatDate } from '../../ui/format.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import { useApplicationChanges, useApplications, useDeveloperAccount } from './api.ts';
import { SecretOnceModal } from './SecretOnceModal.tsx';
import { useEnterpriseId } from './use-enterprise-id.ts';

type ShopTypeValue = (typeof ShopType)[number];

/** The enterprise's developer account (its signing secret shown once) and its shop applications. */
export default function ApplicationsPanel() {
  const { t } = useTranslation();
  const enterpriseId = useEnterpriseId();
  const account = useDeveloperAccount(enterpriseId);
  const [secret, setSecret] = useState<string>();
  return (
    <Stack gap="md">
      <QueryState query={account}>
        {(registered) =>
          registered ? (
            <>
              <Paper withBorder radius="lg" p="lg">
                <Text fw={650}>{registered.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('developers.apps.accountOf', { email: registered.contactEmail })}
                </Text>
              </Paper>
              <Applications enterpriseId={enterpriseId} />
            </>
          ) : (
            <AccountForm enterpriseId={enterpriseId} onCreated={setSecret} />
          )
        }
      </QueryState>
      {secret && (
        <SecretOnceModal
          title={t('developers.apps.secretTitle')}
          secret={secret}
          onClose={() => setSecret(undefined)}
        />
      )}
    </Stack>
  );
}

function AccountForm({ enterpriseId, onCreated }: { enterpriseId: string; onCreated(secret: string): void }) {
  const { t } = useTranslation();
  const { createAccount } = useApplicationChanges(enterpriseId);
  const [name, setName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  return (
    <Paper withBorder radius="lg" p="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          createAccount.mutate({ name, contactEmail }, { onSuccess: (r) => onCreated(r.signingSecret) });
        }}
      >
        <Stack gap="sm">
          <Text fw={650}>{t('developers.apps.register')}</Text>
          <Text size="sm" c="dimmed">
            {t('developers.apps.registerExplain')}
          </Text>
          <ErrorAlert error={createAccount.error} />
          <Group align="flex-end" grow>
            <TextInput
              label={t('developers.apps.accountName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
            />
            <TextInput
              type="email"
              label={t('developers.apps.contactEmail')}
              value={contactEmail}
              onChange={(e) => setContactEmail(e.currentTarget.value)}
              required
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={createAccount.isPending}>
              {t('developers.apps.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Applications({ enterpriseId }: { enterpriseId: string }) {
  const { t, i18n } = useTranslation();
  const applications = useApplications(enterpriseId);
  const { createApplication } = useApplicationChanges(enterpriseId);
  const [name, setName] = useState('');
  const [shopType, setShopType] = useState<ShopTypeValue>('NONE');
  const [origin, setOrigin] = useState('');
  return (
    <>
      <Paper withBorder radius="lg" p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const origins = origin.trim() ? [origin.trim()] : [];
            createApplication.mutate(
              { name, shopType, allowedOrigins: origins, ...(origins[0] ? { shopUrl: origins[0] } : {}) },
              { onSuccess: () => setName('') },
            );
          }}
        >
          <Stack gap="sm">
            <ErrorAlert error={createApplication.error} />
            <Group align="flex-end" grow>
              <TextInput
                label={t('developers.apps.name')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                required
              />
              <Select
                label={t('developers.apps.shopType')}
                data={ShopType.map((value) => ({ value, label: t(`developers.shopTypes.${value}`) }))}
                value={shopType}
                onChange={(value) => value && setShopType(value as ShopTypeValue)}
                allowDeselect={false}
              />
              <TextInput
                label={t('developers.apps.origin')}
                placeholder="https://shop.example.com"
                value={origin}
                onChange={(e) => setOrigin(e.currentTarget.value)}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={createApplication.isPending}>
                {t('developers.apps.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <QueryState
        query={applications}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            py={60}
            icon={<IconApps size={28} />}
            variant="light"
            title={t('developers.apps.empty')}
          />
        }
      >
        {(list) => (
          <Table verticalSpacing="sm" aria-label={t('developers.tabs.applications')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('developers.apps.name')}</Table.Th>
                <Table.Th>{t('developers.apps.shopType')}</Table.Th>
                <Table.Th>{t('developers.apps.channel')}</Table.Th>
                <Table.Th>{t('developers.keys.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((app) => (
                <Table.Tr key={app.id}>
                  <Table.Td>{app.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`developers.shopTypes.${app.shopType}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {app.channelId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(app.createdAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </>
  );
}
