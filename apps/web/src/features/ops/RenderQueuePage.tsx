import { Badge, Button, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { opsConsoleRoutes } from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { useErrorText } from '../../ui/error-text.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';

const healthKey = ['ops', 'render-queue'] as const;

/** The render queue's health: totals, each worker, and the failed jobs an operator may queue again. */
export default function RenderQueuePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const health = useQuery({
    queryKey: healthKey,
    queryFn: () => callApi(opsConsoleRoutes.renderQueue),
    refetchInterval: 5_000,
  });
  const retry = useMutation({
    mutationFn: (id: string) => callApi(opsConsoleRoutes.retryRender, { params: { id } }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('ops.renderQueue.retried') });
      void client.invalidateQueries({ queryKey: healthKey });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
  });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, currentLanguage()) : '—');
  return (
    <>
      <PageHeader title={t('ops.renderQueue.title')} description={t('ops.renderQueue.description')} />
      <QueryState query={health}>
        {(answer) => (
          <Stack gap="lg">
            <SimpleGrid cols={3}>
              {(['queued', 'running', 'failed'] as const).map((state) => (
                <Card key={state} withBorder>
                  <Text size="sm" c="dimmed">
                    {t(`ops.renderQueue.${state}`)}
                  </Text>
                  <Text fz={28} fw={700} data-testid={`render-queue-${state}`}>
                    {answer.totals[state]}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <Card padding={0} withBorder>
              <Table>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>{t('ops.renderQueue.worker')}</Table.Th>
                    <Table.Th>{t('ops.renderQueue.seen')}</Table.Th>
                    <Table.Th>{t('ops.renderQueue.running')}</Table.Th>
                    <Table.Th>{t('ops.renderQueue.doneDay')}</Table.Th>
                    <Table.Th>{t('ops.renderQueue.failedDay')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.workers.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text c="dimmed" size="sm" ta="center" py="md">
                          {t('ops.renderQueue.noWorkers')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {answer.workers.map((w) => (
                    <Table.Tr key={w.workerId}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {w.hostname}
                        </Text>
                        <Badge size="xs" color={w.live ? 'green' : 'gray'} variant="light">
                          {t(w.live ? 'ops.renderQueue.live' : 'ops.renderQueue.silent')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{when(w.seenAt)}</Table.Td>
                      <Table.Td>{w.running}</Table.Td>
                      <Table.Td>{w.done}</Table.Td>
                      <Table.Td>{w.failed}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <Card padding={0} withBorder>
              <Table>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>{t('ops.renderQueue.failedAt')}</Table.Th>
                    <Table.Th>{t('ops.renderQueue.reason')}</Table.Th>
                    <Table.Th>{t('ops.renderQueue.attempts')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.failedJobs.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text c="dimmed" size="sm" ta="center" py="md">
                          {t('ops.renderQueue.noFailures')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {answer.failedJobs.map((job) => (
                    <Table.Tr key={job.id}>
                      <Table.Td>{when(job.finishedAt)}</Table.Td>
                      <Table.Td>{job.error ?? '—'}</Table.Td>
                      <Table.Td>{job.attempts}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={retry.isPending && retry.variables === job.id}
                          onClick={() => retry.mutate(job.id)}
                        >
                          {t('ops.renderQueue.retry')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
