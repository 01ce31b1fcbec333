import { ActionIcon, Badge, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconChevronLeft, IconHelp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../ui/LanguageSwitch.tsx';
import { LogoMark } from '../../../ui/Logo.tsx';
import { PROJECTS_PATH } from '../../projects/workspace/paths.ts';
import classes from '../editor.module.css';
import type { PlanEditor } from '../model/plan-editor.ts';

/** Which views show: the 2D plan, the 3D view, or both side by side. */
export type ViewMode = '2d' | '3d' | 'split';

/** The editor's top bar: back, project name, undo and redo, views, save state, share, render, export, help. */
export function TopBar({
  editor,
  projectName,
  view,
  onView,
  has3d,
  saveStatus,
  exportMenu,
  renders,
  share,
  onHelp,
}: {
  editor: PlanEditor;
  projectName: string;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  has3d: boolean;
  saveStatus: ReactNode;
  exportMenu: ReactNode;
  /** The Render button and the render queue's toggle (absent for people who may only look). */
  renders?: ReactNode;
  /** The Share button (for those who may share the project). */
  share?: ReactNode;
  onHelp: () => void;
}) {
  const { t } = useTranslation();
  const canUndo = useSyncExternalStore(editor.store.subscribe, () => editor.store.getSnapshot().canUndo);
  const canRedo = useSyncExternalStore(editor.store.subscribe, () => editor.store.getSnapshot().canRedo);
  return (
    <header className={classes.topBar}>
      <Tooltip label={t('editor.back')}>
        <ActionIcon
          component={Link}
          to={PROJECTS_PATH}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('editor.back')}
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
      </Tooltip>
      <LogoMark size={26} />
      <Text fw={650} truncate maw={320} data-testid="project-name">
        {projectName}
      </Text>
      {editor.readOnly && (
        <Badge color="gray" variant="outline" data-testid="read-only">
          {t('editor.viewOnly')}
        </Badge>
      )}
      <Group gap={2} ml="md">
        {!editor.readOnly && (
          <>
            <Tooltip label={`${t('editor.undo')} (Ctrl+Z)`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('editor.undo')}
                disabled={!canUndo}
                onClick={() => editor.undo()}
              >
                <IconArrowBackUp size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={`${t('editor.redo')} (Ctrl+Shift+Z)`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('editor.redo')}
                disabled={!canRedo}
                onClick={() => editor.redo()}
              >
                <IconArrowForwardUp size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      </Group>
      <div style={{ flex: 1 }} />
      {has3d && (
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => onView(v as ViewMode)}
          data={[
            { value: '2d', label: '2D' },
            { value: '3d', label: '3D' },
            { value: 'split', label: t('editor.views.split') },
          ]}
          aria-label={t('editor.views.label')}
        />
      )}
      {saveStatus}
      {share}
      {renders}
      {exportMenu}
      <LanguageSwitch />
      <Tooltip label={`${t('editor.help.title')} (?)`}>
        <ActionIcon variant="subtle" color="gray" aria-label={t('editor.help.title')} onClick={onHelp}>
          <IconHelp size={18} />
        </ActionIcon>
      </Tooltip>
    </header>
  );
}
