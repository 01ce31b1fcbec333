import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { MapFloorplan } from '@roomcraft/contract';
import { applyMapFlip, type MapFlipValue } from '@roomcraft/scene';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { summarizeStoredDesign } from '../../projects/model/plan-summary.ts';
import { PlanDrawing } from '../../projects/parts/PlanDrawing.tsx';

const FLIPS = ['0', '1', '2', '3'] as const;

/** A unit plan: its picture (mirrored as chosen), areas and rooms, and "start a project from this plan". */
export function UnitPlanCard({
  plan,
  starting,
  onStart,
}: {
  plan: MapFloorplan;
  starting: boolean;
  onStart(flip?: MapFlipValue): void;
}) {
  const { t } = useTranslation();
  const [flip, setFlip] = useState<(typeof FLIPS)[number]>('0');
  const chosen = flip === '0' ? undefined : (Number(flip) as MapFlipValue);
  const summary = useMemo(() => {
    if (!plan.design) return null;
    const design = summarizeStoredDesign(plan.design);
    return chosen && design ? summarizeStoredDesign(applyMapFlip(plan.design as never, chosen)) : design;
  }, [plan.design, chosen]);
  const name = `${plan.name} · ${t(`maps.variant.${plan.variant}`)}`;
  return (
    <Card withBorder padding="md" radius="md" data-testid="unit-plan">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{name}</Text>
          <Badge variant="light">
            {t('maps.plan.rooms', { rooms: plan.rooms, bathrooms: plan.bathrooms })}
          </Badge>
        </Group>
        {summary?.floors[0] ? (
          <PlanDrawing floor={summary.floors[0]} label={t('maps.plan.picture', { name })} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('maps.plan.noPicture')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('maps.plan.areas', {
            exclusive: plan.exclusiveArea.toFixed(2),
            supply: plan.supplyArea.toFixed(2),
          })}
        </Text>
        <SegmentedControl
          size="xs"
          value={flip}
          onChange={(value) => setFlip(value as typeof flip)}
          aria-label={t('maps.plan.flip')}
          data={FLIPS.map((value) => ({ value, label: t(`maps.flip.${value}`) }))}
        />
        <Button onClick={() => onStart(chosen)} loading={starting} disabled={!plan.design}>
          {t('maps.plan.start')}
        </Button>
      </Stack>
    </Card>
  );
}
