import { Button, Card, Grid, Group, Table, Text, Title } from '@mantine/core';
import { REVIEWABLE_ITEM_STATES } from '@roomcraft/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import { isManager } from '../enterprise/roles.ts';
import { downloadOrderWorkbook, useItemTransition, useOrder, useOrderAction } from './api/orders.ts';
import { ItemActions } from './ItemActions.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { reviewPath } from './paths.ts';
import { formatPrice } from './price-text.ts';
import { StateBadge } from './StateBadge.tsx';

/** One order: its items with their states and prices, the customer's actions, and the timeline. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const user = useUser();
  const detail = useOrder(orderId);
  const action = useOrderAction(orderId);
  const move = useItemTransition();
  const customer = isManager(user);
  return (
    <QueryState query={detail}>
      {(data) => (
        <>
          <PageHeader
            title={data.order.name}
            description={<StateBadge state={data.order.state} />}
            actions={
              <>
                <Button
                  variant="default"
                  leftSection={<IconFileSpreadsheet size={16} />}
                  onClick={() => downloadOrderWorkbook(orderId)}
                >
                  {t('orders.exportExcel')}
                </Button>
                {customer && data.order.state === 'REQUEST_REVIEW_FINISHED' && (
                  <Button onClick={() => action.mutate('confirm')} loading={action.isPending}>
                    {t('orders.confirm', { price: formatPrice(data.price.total, i18n.language) })}
                  </Button>
                )}
                {customer && data.order.state === 'CHECKING_FINISHED' && (
                  <Button onClick={() => action.mutate('finish')} loading={action.isPending}>
                    {t('orders.finish')}
                  </Button>
                )}
              </>
            }
          />
          <ErrorAlert error={action.error ?? move.error} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.fields.productName')}</Table.Th>
                    <Table.Th>{t('orders.fields.state')}</Table.Th>
                    <Table.Th>{t('orders.fields.price')}</Table.Th>
                    <Table.Th>{t('common.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id} data-testid={`item-row-${item.name}`}>
                      <Table.Td>
                        <Text fw={500}>{item.name}</Text>
                        <Text size="xs" c="dimmed">
                          {item.widthMm} × {item.depthMm} × {item.heightMm} mm ·{' '}
                          {t(`orders.quality.${item.quality}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StateBadge state={item.state} />
                      </Table.Td>
                      <Table.Td>{formatPrice(item.price, i18n.language)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          {REVIEWABLE_ITEM_STATES.includes(item.state) && (
                            <Button size="xs" component={Link} to={reviewPath(orderId, item.id)}>
                              {t('orders.review')}
                            </Button>
                          )}
                          {customer && !REVIEWABLE_ITEM_STATES.includes(item.state) && (
                            <ItemActions
                              item={item}
                              actors={['customer']}
                              pending={move.isPending}
                              onMove={(to, note) => move.mutate({ itemId: item.id, to, note })}
                            />
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text mt="sm" ta="right">
                {data.price.frozen ? t('orders.priceFrozen') : t('orders.estimate')}:{' '}
                <b data-testid="order-price">{formatPrice(data.price.total, i18n.language)}</b>
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card withBorder>
                <Title order={4} mb="sm">
                  {t('orders.timeline')}
                </Title>
                <OrderTimeline detail={data} />
              </Card>
            </Grid.Col>
          </Grid>
        </>
      )}
    </QueryState>
  );
}
