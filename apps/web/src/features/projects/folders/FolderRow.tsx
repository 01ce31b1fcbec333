import { ActionIcon, Menu } from '@mantine/core';
import type { Directory } from '@roomcraft/contract';
import {
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconFolder,
  IconFolderOpen,
  IconFolderPlus,
  IconFolderSymlink,
  IconPencil,
  IconShare,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { draggedKind, readDragged, writeDragged } from '../model/drag.ts';
import { dropAt, type FolderDrop, folderDropChange } from '../model/folder-tree.ts';
import { useDrag } from '../workspace/drag-context.tsx';
import { folderPath } from '../workspace/paths.ts';
import classes from './Sidebar.module.css';

export type FolderAction = 'create' | 'rename' | 'share' | 'move' | 'delete';

export interface FolderRowProps {
  folder: Directory;
  /** Every folder of its tree, to tell which drops are allowed. */
  folders: Directory[];
  depth: number;
  active: boolean;
  hasChildren: boolean;
  expanded: boolean;
  onToggle(): void;
  /** May the user move, reorder, rename and delete folders of this tree. */
  canArrange: boolean;
  /** Reordering by drag and drop needs the CUSTOM order on screen. */
  canReorder: boolean;
  onAction(action: FolderAction, folder: Directory): void;
  onDropFolder(folderId: string, target: Directory, drop: FolderDrop): void;
  onDropProjects(ids: string[], target: Directory): void;
}

/** One folder in the sidebar: a link, a drag source and a drop target for folders and projects. */
export function FolderRow(props: FolderRowProps) {
  const { folder, folders, depth, active, hasChildren, expanded, canArrange, canReorder } = props;
  const { t } = useTranslation();
  const { dragged, setDragged } = useDrag();
  const [drop, setDrop] = useState<FolderDrop | null>(null);
  const isDragged = dragged?.kind === 'folder' && dragged.id === folder.id;

  const dropFor = (event: DragEvent<HTMLElement>): FolderDrop | null => {
    const kind = draggedKind(event.dataTransfer);
    if (kind === 'projects') return 'inside';
    if (kind !== 'folder' || dragged?.kind !== 'folder' || !canArrange) return null;
    const rect = event.currentTarget.getBoundingClientRect();
    const at = dropAt(event.clientY - rect.top, rect.height, canReorder);
    return folderDropChange(folders, dragged.id, folder.id, at) ? at : null;
  };

  const Icon = folder.type === 'PUBLIC' ? IconWorld : active ? IconFolderOpen : IconFolder;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target; keyboards move folders with "Move to…" in its menu
    <div
      className={classes.row}
      style={{ '--depth': depth } as React.CSSProperties}
      data-active={active || undefined}
      data-drop={drop ?? undefined}
      data-dragging={isDragged || undefined}
      data-testid={`folder-${folder.name}`}
      draggable={canArrange}
      onDragStart={(event) => {
        event.stopPropagation();
        writeDragged(event.dataTransfer, { kind: 'folder', id: folder.id, type: folder.type });
        event.dataTransfer.effectAllowed = 'move';
        setDragged({ kind: 'folder', id: folder.id, type: folder.type });
      }}
      onDragEnd={() => setDragged(null)}
      onDragOver={(event) => {
        const next = dropFor(event);
        if (next) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        }
        if (next !== drop) setDrop(next);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDrop(null);
      }}
      onDrop={(event) => {
        event.preventDefault();
        const at = dropFor(event);
        setDrop(null);
        const data = readDragged(event.dataTransfer);
        if (!data || !at) return;
        if (data.kind === 'projects') props.onDropProjects(data.ids, folder);
        else props.onDropFolder(data.id, folder, at);
        setDragged(null);
      }}
    >
      {hasChildren ? (
        <button
          type="button"
          className={classes.toggle}
          aria-label={t(expanded ? 'projects.folders.collapse' : 'projects.folders.expand', {
            name: folder.name,
          })}
          aria-expanded={expanded}
          onClick={props.onToggle}
        >
          {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </button>
      ) : (
        <span style={{ width: 18, flex: 'none' }} />
      )}
      <Link
        to={folderPath(folder.id)}
        className={classes.link}
        draggable={false}
        aria-current={active ? 'page' : undefined}
      >
        <Icon size={17} stroke={1.6} style={{ flex: 'none' }} />
        <span className={classes.label}>{folder.name}</span>
      </Link>
      <FolderMenu folder={folder} canArrange={canArrange} onAction={props.onAction} />
    </div>
  );
}

function FolderMenu({
  folder,
  canArrange,
  onAction,
}: {
  folder: Directory;
  canArrange: boolean;
  onAction(action: FolderAction, folder: Directory): void;
}) {
  const { t } = useTranslation();
  if (!canArrange) return null;
  const item = (action: FolderAction, icon: React.ReactNode, label: string, color?: string) => (
    <Menu.Item leftSection={icon} color={color} onClick={() => onAction(action, folder)}>
      {label}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-start" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon
          className={classes.menu}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('projects.folders.actionsFor', { name: folder.name })}
        >
          <IconDots size={15} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {item('create', <IconFolderPlus size={16} />, t('projects.folders.newInside'))}
        {item('rename', <IconPencil size={16} />, t('projects.folders.rename'))}
        {item('move', <IconFolderSymlink size={16} />, t('projects.folders.moveTo'))}
        {item('share', <IconShare size={16} />, t('projects.folders.share'))}
        <Menu.Divider />
        {item('delete', <IconTrash size={16} />, t('projects.folders.delete'), 'red')}
      </Menu.Dropdown>
    </Menu>
  );
}
