import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import { useDeliveries } from './api.ts';

const STATUS_COLORS = { PENDING: 'blue', SUCCEEDED: 'green', FAILED: 'red' } as const;

/** A webhook's delivery log, newest first, with a redeliver button on each. */
export function DeliveriesTable({
  enterpriseId,
  webhookId,
  redeliver,
}: {
  enterpriseId: string;
  webhookId: string;
  redeliver(deliveryId: string): void;
}) {
  const { t, i18n } = useTranslation();
  const deliveries = useDeliveries(enterpriseId, webhookId);
  return (
    <QueryState
      query={deliveries}
      isEmpty={(list) => list.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {t('developers.hooks.noDeliveries')}
        </Text>
      }
    >
      {(list) => (
        <Table.ScrollContainer minWidth={680}>
          <Table verticalSpacing="xs" aria-label={t('developers.hooks.deliveries')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('developers.hooks.when')}</Table.Th>
                <Table.Th>{t('developers.hooks.events')}</Table.Th>
                <Table.Th>{t('developers.hooks.status')}</Table.Th>
                <Table.Th>{t('developers.hooks.attempts')}</Table.Th>
                <Table.Th>{t('developers.hooks.answer')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((delivery) => (
                <Table.Tr key={delivery.id} data-testid="delivery-row">
                  <Table.Td>{formatDateTime(delivery.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{t(`developers.events.${delivery.event}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[delivery.status]} variant="light">
                      {t(`developers.deliveryStatus.${delivery.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={delivery.error ? 'red' : undefined}>
                      {delivery.error ?? delivery.responseStatus ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => redeliver(delivery.id)}>
                      {t('developers.hooks.redeliver')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryState>
  );
}
