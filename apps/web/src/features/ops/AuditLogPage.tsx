import { Card, Code, EmptyState, Table, Text } from '@mantine/core';
import { opsConsoleRoutes } from '@roomcraft/contract';
import { IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callList } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageFooter } from '../../ui/PageFooter.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';

const PAGE_SIZE = 30;
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every operator action, newest first: who, what, when, before and after. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const log = useQuery({
    queryKey: ['ops', 'audit-log', page],
    queryFn: () => callList(opsConsoleRoutes.auditLog, { query: { page, size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t('ops.audit.title')} description={t('ops.audit.description')} />
      <Card padding={0}>
        <QueryState
          query={log}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EmptyState py={60} icon={<IconHistory size={28} />} title={t('ops.audit.empty')} />}
        >
          {(answer) => (
            <>
              <Table.ScrollContainer minWidth={900}>
                <Table>
                  <Table.Thead bg="gray.0">
                    <Table.Tr>
                      <Table.Th>{t('ops.audit.when')}</Table.Th>
                      <Table.Th>{t('ops.audit.who')}</Table.Th>
                      <Table.Th>{t('ops.audit.what')}</Table.Th>
                      <Table.Th>{t('ops.audit.before')}</Table.Th>
                      <Table.Th>{t('ops.audit.after')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.data.map((entry) => (
                      <Table.Tr key={entry.id} data-testid="audit-entry">
                        <Table.Td>{formatDateTime(entry.createdAt, currentLanguage())}</Table.Td>
                        <Table.Td>{entry.operator.name}</Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {entry.action}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {entry.targetType} {entry.targetId ?? ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Code>{shown(entry.before)}</Code>
                        </Table.Td>
                        <Table.Td>
                          <Code>{shown(entry.after)}</Code>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <PageFooter page={page} answer={answer} onPage={setPage} />
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
