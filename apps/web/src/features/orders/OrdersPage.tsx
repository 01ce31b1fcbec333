import { Button, Group, Pagination, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import { isManager } from '../enterprise/roles.ts';
import { useOrders } from './api/orders.ts';
import { NEW_ORDER_PATH, orderPath } from './paths.ts';
import { formatPrice } from './price-text.ts';
import { StateBadge } from './StateBadge.tsx';

/** The enterprise's 3D-modelling orders, newest first. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const [page, setPage] = useState(1);
  const orders = useOrders(user.enterpriseId ?? '', page);
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          isManager(user) && (
            <Button component={Link} to={NEW_ORDER_PATH} leftSection={<IconPlus size={16} />}>
              {t('orders.new')}
            </Button>
          )
        }
      />
      <QueryState
        query={orders}
        isEmpty={(data) => data.totalCount === 0}
        empty={<Text c="dimmed">{t('orders.empty')}</Text>}
      >
        {(data) => (
          <>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.fields.name')}</Table.Th>
                  <Table.Th>{t('orders.fields.state')}</Table.Th>
                  <Table.Th>{t('orders.fields.items')}</Table.Th>
                  <Table.Th>{t('orders.fields.price')}</Table.Th>
                  <Table.Th>{t('orders.fields.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Link to={orderPath(order.id)}>{order.name}</Link>
                    </Table.Td>
                    <Table.Td>
                      <StateBadge state={order.state} />
                    </Table.Td>
                    <Table.Td>{order.itemCount}</Table.Td>
                    <Table.Td>{formatPrice(order.priceTotal, i18n.language)}</Table.Td>
                    <Table.Td>{formatDate(order.createdAt, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.totalPages > 1 && (
              <Group justify="center" mt="md">
                <Pagination value={page} onChange={setPage} total={data.totalPages} />
              </Group>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
