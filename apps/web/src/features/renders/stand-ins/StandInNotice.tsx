import { Group, Text, Tooltip } from '@mantine/core';
import type { RenderStandIn } from '@roomcraft/contract';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { standInSummary } from './stand-in-summary.ts';

/**
 * Says that a render drew products as grey boxes and which (the job and its image both carry the
 * list); nothing when every product was drawn with its model.
 */
export function StandInNotice({
  standIns,
  lines = 2,
  color = 'orange.7',
}: {
  standIns: readonly RenderStandIn[];
  lines?: number;
  color?: string;
}) {
  const { t } = useTranslation();
  if (standIns.length === 0) return null;
  const summary = standInSummary(standIns, t);
  return (
    <Tooltip label={`${summary} ${t('renders.standIns.hint')}`} multiline w={320} withArrow>
      <Group gap={4} wrap="nowrap" align="flex-start" data-testid="render-stand-ins">
        <IconBox size={14} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-orange-6)" />
        <Text size="xs" c={color} lineClamp={lines}>
          {summary}
        </Text>
      </Group>
    </Tooltip>
  );
}
