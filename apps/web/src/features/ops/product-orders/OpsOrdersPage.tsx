import { Group, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import { ProductOrderState } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useOpsOrders } from '../../orders/api/orders.ts';
import { opsOrderPath } from '../../orders/paths.ts';
import { StateBadge } from '../../orders/StateBadge.tsx';

/** The operators' queue: every enterprise's orders, found by name and state. */
export default function OpsOrdersPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const orders = useOpsOrders({ search: search.trim() || undefined, state: state ?? undefined, page });
  return (
    <>
      <PageHeader title={t('orders.ops.title')} description={t('orders.ops.description')} />
      <Group mb="md">
        <TextInput
          placeholder={t('orders.ops.search')}
          aria-label={t('orders.ops.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          placeholder={t('orders.fields.state')}
          aria-label={t('orders.fields.state')}
          data={ProductOrderState.map((value) => ({ value, label: t(`orders.states.${value}`) }))}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          clearable
        />
      </Group>
      <QueryState
        query={orders}
        isEmpty={(d) => d.totalCount === 0}
        empty={<Text c="dimmed">{t('orders.ops.empty')}</Text>}
      >
        {(data) => (
          <>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.fields.name')}</Table.Th>
                  <Table.Th>{t('orders.fields.state')}</Table.Th>
                  <Table.Th>{t('orders.fields.items')}</Table.Th>
                  <Table.Th>{t('orders.fields.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Link to={opsOrderPath(order.id)}>{order.name}</Link>
                    </Table.Td>
                    <Table.Td>
                      <StateBadge state={order.state} />
                    </Table.Td>
                    <Table.Td>{order.itemCount}</Table.Td>
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
