import { ActionIcon, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconFocus2, IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../editor.module.css';
import { KIND_TOOLS } from '../kinds/registry.ts';
import type { PlanEditor } from '../model/plan-editor.ts';

/** 100 % is 1 pixel per 10 mm. */
const REFERENCE_SCALE = 0.1;

/**
 * Under the plan: the pointer's position and the zoom (written straight into the DOM each frame,
 * never through React), snapping, zoom buttons and fit.
 */
export function StatusBar({ editor }: { editor: PlanEditor }) {
  const { t } = useTranslation();
  const positionRef = useRef<HTMLSpanElement>(null);
  const zoomRef = useRef<HTMLSpanElement>(null);
  const settings = useSyncExternalStore(editor.settings.subscribe, editor.settings.get);

  useEffect(() => {
    const showPosition = () => {
      const p = editor.overlay.get().cursor ?? editor.pointer?.point;
      if (positionRef.current) {
        positionRef.current.textContent = p ? `x ${Math.round(p.x)}  y ${Math.round(p.y)} mm` : '';
      }
    };
    const showZoom = () => {
      if (zoomRef.current)
        zoomRef.current.textContent = `${Math.round((editor.viewport.scale / REFERENCE_SCALE) * 100)}%`;
    };
    showPosition();
    showZoom();
    const offOverlay = editor.overlay.subscribe(showPosition);
    const offViewport = editor.viewport.subscribe(showZoom);
    return () => {
      offOverlay();
      offViewport();
    };
  }, [editor]);

  const zoom = (factor: number) =>
    editor.viewport.zoomAt({ x: editor.viewport.width / 2, y: editor.viewport.height / 2 }, factor);

  return (
    <div className={classes.statusBar}>
      <div className={classes.chip}>
        <span
          ref={positionRef}
          className={classes.position}
          data-testid="cursor-position"
          style={{ minWidth: 150 }}
        />
        {!editor.readOnly && (
          <Switch
            size="xs"
            checked={settings.snap}
            onChange={(e) => editor.settings.set({ snap: e.currentTarget.checked })}
            label={t('editor.status.snap')}
          />
        )}
        <Switch
          size="xs"
          checked={settings.showDimensions}
          onChange={(e) => editor.settings.set({ showDimensions: e.currentTarget.checked })}
          label={t('editor.status.dimensions')}
        />
      </div>
      <Group gap={2} className={classes.chip} wrap="nowrap">
        <Tooltip label={t('editor.status.zoomOut')}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            onClick={() => zoom(1 / 1.25)}
            aria-label={t('editor.status.zoomOut')}
          >
            <IconMinus size={14} />
          </ActionIcon>
        </Tooltip>
        <Text component="span" size="xs" ref={zoomRef} w={44} ta="center" data-testid="zoom" />
        <Tooltip label={t('editor.status.zoomIn')}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            onClick={() => zoom(1.25)}
            aria-label={t('editor.status.zoomIn')}
          >
            <IconPlus size={14} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={`${t('editor.status.fit')} (F)`}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            onClick={() => editor.commands.fit()}
            aria-label={t('editor.status.fit')}
          >
            <IconFocus2 size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}

/** A line saying what the current tool expects next. */
export function ToolHint({ editor }: { editor: PlanEditor }) {
  const { t } = useTranslation();
  const path = useSyncExternalStore(editor.subscribe, editor.getToolPath);
  const key =
    (HINTS as Record<string, (typeof HINTS)[keyof typeof HINTS] | undefined>)[path] ?? kindHint(path);
  if (!key) return null;
  return (
    <div className={classes.hint} data-testid="tool-hint">
      {t(key)}
    </div>
  );
}

/** The hint of a registered kind's tool state. */
const kindHint = (path: string) => KIND_TOOLS.find((tool) => path.startsWith(`${tool.id}.`))?.hints[path];

const HINTS = {
  'wall.idle': 'editor.hints.wallIdle',
  'wall.drawing': 'editor.hints.wallDrawing',
  'room.idle': 'editor.hints.roomIdle',
  'room.dragging': 'editor.hints.roomDragging',
  'camera.idle': 'editor.hints.cameraIdle',
  'camera.placing': 'editor.hints.cameraPlacing',
  'measure.idle': 'editor.hints.measureIdle',
  'measure.measuring': 'editor.hints.measureMeasuring',
  'calibrate.idle': 'editor.hints.calibrateIdle',
  'calibrate.marking': 'editor.hints.calibrateMarking',
  'calibrate.entering': 'editor.hints.calibrateEntering',
  'opening.idle': 'editor.hints.openingIdle',
} as const satisfies Record<string, `editor.hints.${string}`>;
