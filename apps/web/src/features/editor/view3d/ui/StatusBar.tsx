import { Badge, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController } from '../controller/view3d-controller.ts';

/** Model loading progress, products drawn as boxes, and the walk-through's keys. */
export function StatusBar({ controller }: { controller: View3DController }) {
  const { t } = useTranslation();
  const progress = useViewState(controller, (s) => s.progress);
  const warnings = useViewState(controller, (s) => s.warnings);
  const mode = useViewState(controller, (s) => s.mode);
  const loading = progress.settled < progress.total;
  if (!loading && warnings.length === 0 && mode !== 'walk') return null;
  return (
    <Paper shadow="sm" radius="md" p={6} px="sm" withBorder style={{ pointerEvents: 'auto' }}>
      <Stack gap={4}>
        {loading && (
          <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
            <Text size="xs">{t('view3d.loading', { settled: progress.settled, total: progress.total })}</Text>
            <Progress
              w={120}
              size="sm"
              value={(progress.settled / Math.max(progress.total, 1)) * 100}
              animated
            />
          </Group>
        )}
        {warnings.length > 0 && (
          <Tooltip label={t('view3d.warningsHint')} multiline w={260}>
            <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
              {t('view3d.warnings', { count: warnings.length })}
            </Badge>
          </Tooltip>
        )}
        {mode === 'walk' && (
          <Text size="xs" c="dimmed">
            {t('view3d.walkHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
