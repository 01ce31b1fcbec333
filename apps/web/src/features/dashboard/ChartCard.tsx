import { Button, Card, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, downloadCsv, type Row } from './csv.ts';

/** One dashboard figure: its chart, or the same numbers as a table, and a CSV of them. */
export function ChartCard({
  title,
  columns,
  rows,
  fileName,
  chart,
  testId,
}: {
  title: string;
  columns: Column[];
  rows: Row[];
  fileName: string;
  chart: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="md">
        <Text fw={600}>{title}</Text>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: t('dashboard.chart') },
              { value: 'table', label: t('dashboard.table') },
            ]}
          />
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadCsv(fileName, columns, rows)}
            disabled={rows.length === 0}
          >
            CSV
          </Button>
        </Group>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          {t('dashboard.noData')}
        </Text>
      ) : view === 'chart' ? (
        chart
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only figures in a fixed order
              <Table.Tr key={i}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{row[c.key]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
