import { ActionIcon, Group, Paper, SegmentedControl, Slider, Text, Tooltip } from '@mantine/core';
import { IconCamera, IconSun, IconSunHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController, ViewMode } from '../controller/view3d-controller.ts';
import { downloadPicture, formatHour } from './picture.ts';

/** The view's controls: camera mode, time of day, exposure and the picture button. */
export function ViewToolbar({
  controller,
  pictureName,
}: {
  controller: View3DController;
  pictureName: string;
}) {
  const { t } = useTranslation();
  const mode = useViewState(controller, (s) => s.mode);
  const hour = useViewState(controller, (s) => s.hour);
  const exposure = useViewState(controller, (s) => s.exposure);
  const takePicture = () => {
    const url = controller.takePicture();
    if (url) downloadPicture(url, pictureName);
  };
  return (
    <Paper shadow="sm" radius="md" p={6} px="sm" withBorder style={{ pointerEvents: 'auto' }}>
      <Group gap="md" wrap="nowrap">
        <SegmentedControl
          size="xs"
          aria-label={t('view3d.modes.label')}
          value={mode}
          onChange={(value) => controller.setMode(value as ViewMode)}
          data={(['orbit', 'top', 'walk'] as const).map((m) => ({ value: m, label: t(`view3d.modes.${m}`) }))}
        />
        <Group gap={6} wrap="nowrap" w={190}>
          <IconSun size={16} aria-hidden />
          <Slider
            flex={1}
            size="sm"
            min={5}
            max={21}
            step={0.25}
            value={hour}
            onChange={(value) => controller.setHour(value)}
            label={formatHour}
            thumbLabel={t('view3d.time')}
          />
          <Text size="xs" c="dimmed" w={36} ta="right">
            {formatHour(hour)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" w={150}>
          <IconSunHigh size={16} aria-hidden />
          <Slider
            flex={1}
            size="sm"
            min={0.3}
            max={2.5}
            step={0.05}
            value={exposure}
            onChange={(value) => controller.setExposure(value)}
            label={(v) => v.toFixed(2)}
            thumbLabel={t('view3d.exposure')}
          />
        </Group>
        <Tooltip label={t('view3d.picture')}>
          <ActionIcon variant="filled" size="lg" aria-label={t('view3d.picture')} onClick={takePicture}>
            <IconCamera size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
