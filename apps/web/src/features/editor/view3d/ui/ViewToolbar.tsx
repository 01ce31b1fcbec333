import {
  ActionIcon,
  Group,
  Paper,
  Popover,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBooks, IconBrush, IconCamera, IconSun, IconSunHigh, IconWallOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController, ViewMode } from '../controller/view3d-controller.ts';
import { downloadPicture, formatHour, savePicture } from './picture.ts';

/** Which side panels show, and how to toggle them (absent when the view is read-only). */
export interface PanelToggles {
  readonly catalogue: boolean;
  readonly finishes: boolean;
  toggle(panel: 'catalogue' | 'finishes'): void;
}

function Lighting({ controller }: { controller: View3DController }) {
  const { t } = useTranslation();
  const hour = useViewState(controller, (s) => s.hour);
  const exposure = useViewState(controller, (s) => s.exposure);
  return (
    <>
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
    </>
  );
}

/**
 * The view's controls: camera mode, time of day and exposure (in a popover when the view is
 * narrow, as beside the plan), the side panels, and the picture button.
 */
export function ViewToolbar(props: {
  controller: View3DController;
  pictureName: string;
  /** Pictures are kept with the project (RENDER_SHOT) when it is known, downloaded otherwise. */
  projectId?: string;
  compact: boolean;
  panels?: PanelToggles;
}) {
  const { controller, panels } = props;
  const { t } = useTranslation();
  const mode = useViewState(controller, (s) => s.mode);
  const cutaway = useViewState(controller, (s) => s.cutaway);
  const takePicture = () => {
    const url = controller.takePicture();
    if (!url) return;
    if (!props.projectId) {
      downloadPicture(url, props.pictureName);
      return;
    }
    savePicture(props.projectId, url, props.pictureName).then(
      () => notifications.show({ color: 'teal', message: t('view3d.pictureSaved') }),
      () => {
        // Not lost: the picture is downloaded instead.
        notifications.show({ color: 'orange', message: t('view3d.pictureNotSaved') });
        downloadPicture(url, props.pictureName);
      },
    );
  };
  const toggle = (panel: 'catalogue' | 'finishes', label: string, icon: ReactNode) =>
    panels && (
      <Tooltip label={label}>
        <ActionIcon
          variant={panels[panel] ? 'light' : 'subtle'}
          aria-label={label}
          aria-pressed={panels[panel]}
          onClick={() => panels.toggle(panel)}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Paper shadow="sm" radius="md" p={6} px="sm" withBorder style={{ pointerEvents: 'auto' }}>
      <Group gap={props.compact ? 'xs' : 'md'} wrap="nowrap">
        {toggle('catalogue', t('view3d.catalogue.title'), <IconBooks size={18} />)}
        <SegmentedControl
          size="xs"
          aria-label={t('view3d.modes.label')}
          value={mode}
          onChange={(value) => controller.setMode(value as ViewMode)}
          data={(['orbit', 'top', 'walk'] as const).map((m) => ({ value: m, label: t(`view3d.modes.${m}`) }))}
        />
        {mode === 'orbit' && (
          <Tooltip label={t('view3d.cutaway')}>
            <ActionIcon
              variant={cutaway ? 'light' : 'subtle'}
              aria-label={t('view3d.cutaway')}
              aria-pressed={cutaway}
              onClick={() => controller.setCutaway(!cutaway)}
            >
              <IconWallOff size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {props.compact ? (
          <Popover position="bottom" withArrow shadow="md">
            <Popover.Target>
              <ActionIcon variant="subtle" aria-label={t('view3d.lighting')}>
                <IconSun size={18} />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="sm">
                <Lighting controller={controller} />
              </Stack>
            </Popover.Dropdown>
          </Popover>
        ) : (
          <Lighting controller={controller} />
        )}
        {toggle('finishes', t('view3d.finishes.title'), <IconBrush size={18} />)}
        <Tooltip label={t('view3d.picture')}>
          <ActionIcon variant="filled" size="lg" aria-label={t('view3d.picture')} onClick={takePicture}>
            <IconCamera size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
