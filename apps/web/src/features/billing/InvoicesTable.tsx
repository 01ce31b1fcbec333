import { Badge, Table, Text } from '@mantine/core';
import type { Invoice } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format.ts';
import { formatMoney } from './money.ts';

export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation();
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.invoices.none')}
      </Text>
    );
  }
  return (
    <Table striped aria-label={t('billing.invoices.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('billing.invoices.date')}</Table.Th>
          <Table.Th>{t('billing.invoices.what')}</Table.Th>
          <Table.Th>{t('billing.invoices.amount')}</Table.Th>
          <Table.Th>{t('billing.invoices.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td>{formatDate(invoice.createdAt, i18n.language)}</Table.Td>
            <Table.Td>{t(`billing.invoices.reasons.${invoice.reason}`)}</Table.Td>
            <Table.Td>{formatMoney(invoice.amount, invoice.currency, i18n.language)}</Table.Td>
            <Table.Td>
              <Badge color={invoice.status === 'PAID' ? 'teal' : 'red'} variant="light">
                {t(`billing.invoices.statuses.${invoice.status}`)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
