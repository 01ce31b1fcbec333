import { ActionIcon, Group, Skeleton, Stack, Tooltip } from '@mantine/core';
import type { Directory, DirectoryType } from '@roomcraft/contract';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draggedKind, readDragged } from '../model/drag.ts';
import { buildFolderTree, type FolderDrop, type FolderNode, folderTrail } from '../model/folder-tree.ts';
import { useDrag } from '../workspace/drag-context.tsx';
import { type FolderAction, FolderRow } from './FolderRow.tsx';
import classes from './Sidebar.module.css';

export interface FolderSectionProps {
  type: DirectoryType;
  title: string;
  folders: UseQueryResult<Directory[]>;
  activeFolderId: string | null;
  canArrange: boolean;
  canCreate: boolean;
  canReorder: boolean;
  collapsed: Set<string>;
  onToggle(id: string): void;
  onAction(action: FolderAction | 'create', folder: Directory | null, type: DirectoryType): void;
  onDropFolder(folderId: string, target: Directory | null, drop: FolderDrop | 'top'): void;
  onDropProjects(ids: string[], target: Directory | null, type: DirectoryType): void;
  /** More buttons in the title row (the order of folders, on the first section). */
  extra?: React.ReactNode;
}

/** One tree of folders (yours, your team's or your public ones) under its title. */
export function FolderSection(props: FolderSectionProps) {
  const { t } = useTranslation();
  const { type, title, folders, activeFolderId, collapsed } = props;
  const { dragged, setDragged } = useDrag();
  const [dropping, setDropping] = useState(false);
  const list = folders.data ?? [];
  // The open folder's parents stay expanded, so the open folder is always visible.
  const opened = new Set(
    activeFolderId
      ? folderTrail(list, activeFolderId)
          .slice(0, -1)
          .map((f) => f.id)
      : [],
  );

  const accepts = (kind: ReturnType<typeof draggedKind>) =>
    kind === 'projects' ||
    (kind === 'folder' && props.canArrange && dragged?.kind === 'folder' && dragged.type === type);

  const rows = (nodes: FolderNode[]): React.ReactNode =>
    nodes.map((node) => {
      const expanded = !collapsed.has(node.folder.id) || opened.has(node.folder.id);
      return (
        <div key={node.folder.id}>
          <FolderRow
            folder={node.folder}
            folders={list}
            depth={node.depth}
            active={node.folder.id === activeFolderId}
            hasChildren={node.children.length > 0}
            expanded={expanded}
            onToggle={() => props.onToggle(node.folder.id)}
            canArrange={props.canArrange}
            canReorder={props.canReorder}
            onAction={(action, folder) => props.onAction(action, folder, type)}
            onDropFolder={(id, target, drop) => props.onDropFolder(id, target, drop)}
            onDropProjects={(ids, target) => props.onDropProjects(ids, target, type)}
          />
          {expanded && rows(node.children)}
        </div>
      );
    });

  return (
    <div data-testid={`folders-${type}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for "top level"; keyboards use "Move to…" */}
      <div
        className={classes.sectionTitle}
        data-drop={dropping || undefined}
        onDragOver={(event) => {
          if (!accepts(draggedKind(event.dataTransfer))) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDropping(false);
          const data = readDragged(event.dataTransfer);
          if (data?.kind === 'projects') props.onDropProjects(data.ids, null, type);
          else if (data?.kind === 'folder' && data.type === type && props.canArrange) {
            props.onDropFolder(data.id, null, 'top');
          }
          setDragged(null);
        }}
      >
        <span>{title}</span>
        <Group gap={2} wrap="nowrap">
          {props.extra}
          {props.canCreate && (
            <Tooltip label={t('projects.folders.new')} withArrow position="right">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('projects.folders.newIn', { section: title })}
                onClick={() => props.onAction('create', null, type)}
              >
                <IconPlus size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </div>
      {folders.isPending ? (
        <Stack gap={8} px={10} py={6}>
          <Skeleton h={14} w="70%" />
          <Skeleton h={14} w="55%" />
        </Stack>
      ) : folders.isError ? (
        <div className={classes.hint}>{t('projects.folders.loadFailed')}</div>
      ) : list.length === 0 ? (
        <div className={classes.hint}>{t(`projects.folders.empty.${type}`)}</div>
      ) : (
        rows(buildFolderTree(list))
      )}
    </div>
  );
}
