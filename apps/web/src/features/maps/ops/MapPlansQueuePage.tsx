import { Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { MapFloorplanState } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { usePlanQueue, usePlanTransition } from '../api/maps.ts';

type PlanState = (typeof MapFloorplanState)[number];

/** What an operator can do with a plan in each state (the server's machine decides; this only offers). */
type StepLabel = 'take' | 'submit' | 'approve' | 'sendBack' | 'reopen';
const NEXT: Record<PlanState, { to: PlanState; label: StepLabel }[]> = {
  CREATED: [{ to: 'WORKING', label: 'take' }],
  WORKING: [{ to: 'TESTING', label: 'submit' }],
  TESTING: [
    { to: 'COMPLETED', label: 'approve' },
    { to: 'WORKING', label: 'sendBack' },
  ],
  COMPLETED: [{ to: 'WORKING', label: 'reopen' }],
};

/** `/back-office/map-plans`: the plans to prepare, oldest change first, and their next steps. */
export default function MapPlansQueuePage() {
  const { t } = useTranslation();
  const [state, setState] = useState<PlanState | ''>('');
  const queue = usePlanQueue(state);
  const step = usePlanTransition();
  return (
    <>
      <PageHeader title={t('maps.queue.title')} description={t('maps.queue.description')} />
      <SegmentedControl
        mb="md"
        value={state}
        onChange={(value) => setState(value as PlanState | '')}
        data={[
          { value: '', label: t('maps.queue.all') },
          ...MapFloorplanState.map((s) => ({ value: s, label: t(`maps.state.${s}`) })),
        ]}
      />
      {step.isError && <ErrorAlert error={step.error} />}
      <QueryState
        query={queue}
        isEmpty={(page) => page.data.length === 0}
        empty={<Text c="dimmed">{t('maps.queue.empty')}</Text>}
      >
        {(page) => (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('maps.queue.complex')}</Table.Th>
                <Table.Th>{t('maps.queue.unit')}</Table.Th>
                <Table.Th>{t('maps.queue.state')}</Table.Th>
                <Table.Th>{t('maps.queue.note')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.data.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{plan.mapName}</Table.Td>
                  <Table.Td>
                    {plan.name} · {t(`maps.variant.${plan.variant}`)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`maps.state.${plan.state}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{plan.note}</Table.Td>
                  <Table.Td>
                    <Group gap={6} justify="flex-end">
                      {NEXT[plan.state].map(({ to, label }) => (
                        <Button
                          key={label}
                          size="xs"
                          variant="light"
                          loading={step.isPending && step.variables?.id === plan.id}
                          onClick={() => step.mutate({ id: plan.id, to })}
                        >
                          {t(`maps.queue.${label}`)}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </>
  );
}
