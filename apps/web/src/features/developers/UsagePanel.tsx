import { EmptyState, Progress, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/QueryState.tsx';
import { useUsage } from './api.ts';
import { useEnterpriseId } from './use-enterprise-id.ts';

/** Calls of the enterprise's keys in the last 30 days, per day and API, with those refused over the limit. */
export default function UsagePanel() {
  const { t } = useTranslation();
  const usage = useUsage(useEnterpriseId());
  return (
    <QueryState
      query={usage}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <EmptyState
          py={60}
          icon={<IconChartBar size={28} />}
          variant="light"
          title={t('developers.usage.empty')}
          description={t('developers.usage.emptyHint')}
        />
      }
    >
      {(rows) => {
        const busiest = Math.max(...rows.map((row) => row.calls + row.refused));
        return (
          <Table verticalSpacing="xs" aria-label={t('developers.tabs.usage')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('developers.usage.day')}</Table.Th>
                <Table.Th>{t('developers.usage.api')}</Table.Th>
                <Table.Th>{t('developers.usage.calls')}</Table.Th>
                <Table.Th>{t('developers.usage.refused')}</Table.Th>
                <Table.Th w="30%" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.day} ${row.api}`} data-testid="usage-row">
                  <Table.Td>{row.day}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {row.api}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.calls}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={row.refused ? 'red' : undefined}>
                      {row.refused}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Progress.Root size="lg">
                      <Progress.Section value={(100 * row.calls) / busiest} color="teal" />
                      <Progress.Section value={(100 * row.refused) / busiest} color="red" />
                    </Progress.Root>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        );
      }}
    </QueryState>
  );
}
