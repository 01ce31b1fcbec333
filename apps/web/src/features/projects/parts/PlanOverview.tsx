import { Card, EmptyState, Group, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconDoor, IconLayoutGrid, IconRuler2, IconSofa, IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roomDisplayName } from '../../editor/room-types/room-type-options.ts';
import type { FloorSummary, PlanSummary } from '../model/plan-summary.ts';
import { PlanPicture } from './PlanPicture.tsx';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text c="brand.6" style={{ display: 'flex' }}>
        {icon}
      </Text>
      <div>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fw={650} size="lg" lh={1.3}>
          {value}
        </Text>
      </div>
    </Group>
  );
}

function FloorPlan({ floor }: { floor: FloorSummary }) {
  const { t, i18n } = useTranslation();
  if (floor.walls.length === 0) {
    return <EmptyState py={40} icon={<IconLayoutGrid size={26} />} title={t('projects.plan.emptyFloor')} />;
  }
  const label = (room: FloorSummary['rooms'][number]) =>
    roomDisplayName(room, undefined, i18n.language === 'ko', t('editor.room.unnamed'));
  return (
    <Stack gap="md">
      <PlanPicture floor={floor} label={t('projects.plan.drawingOf', { floor: floor.title })} />
      {floor.rooms.length > 0 && (
        <Table verticalSpacing={6} fz="sm">
          <Table.Tbody>
            {floor.rooms.map((room) => (
              <Table.Tr key={room.id}>
                <Table.Td>{label(room)}</Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {t('projects.plan.squareMetres', { value: room.area.toFixed(2) })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A plan for people who look: the facts of the design and a drawing of each floor. */
export function PlanOverview({ summary }: { summary: PlanSummary | null }) {
  const { t } = useTranslation();
  if (!summary || summary.floors.every((f) => f.walls.length === 0)) {
    return (
      <Card>
        <EmptyState
          py={32}
          icon={<IconLayoutGrid size={28} />}
          title={t('projects.plan.emptyTitle')}
          description={t('projects.plan.emptyBody')}
        />
      </Card>
    );
  }
  const openings = summary.floors.reduce((sum, f) => sum + f.doors + f.windows, 0);
  return (
    <Card>
      <Text fw={650} mb="md">
        {t('projects.plan.title')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" mb="lg" data-testid="plan-facts">
        <Fact
          icon={<IconStack2 size={22} />}
          label={t('projects.plan.floors')}
          value={summary.floors.length}
        />
        <Fact icon={<IconLayoutGrid size={22} />} label={t('projects.plan.rooms')} value={summary.rooms} />
        <Fact
          icon={<IconRuler2 size={22} />}
          label={t('projects.plan.area')}
          value={t('projects.plan.squareMetres', { value: summary.area.toFixed(1) })}
        />
        <Fact icon={<IconDoor size={22} />} label={t('projects.plan.openings')} value={openings} />
        <Fact icon={<IconSofa size={22} />} label={t('projects.plan.items')} value={summary.items} />
      </SimpleGrid>
      {summary.floors.length === 1 ? (
        <FloorPlan floor={summary.floors[0]!} />
      ) : (
        <Tabs defaultValue={summary.floors[0]!.id}>
          <Tabs.List mb="md">
            {summary.floors.map((floor) => (
              <Tabs.Tab key={floor.id} value={floor.id}>
                {floor.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {summary.floors.map((floor) => (
            <Tabs.Panel key={floor.id} value={floor.id}>
              <FloorPlan floor={floor} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Card>
  );
}
