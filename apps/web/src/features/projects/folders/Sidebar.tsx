import { ActionIcon, Divider, Menu, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Directory, DirectoryOrder, type DirectoryType } from '@roomcraft/contract';
import {
  IconArrowsSort,
  IconBookmark,
  IconBuildingCommunity,
  IconCheck,
  IconLayoutGrid,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useErrorText } from '../../../ui/error-text.ts';
import { useUser } from '../../auth/session.tsx';
import { isManager, isMember } from '../../enterprise/roles.ts';
import { type FolderSort, useFolderChanges, useFolders } from '../api/folders.ts';
import { draggedKind, readDragged } from '../model/drag.ts';
import { type FolderDrop, folderDropChange, folderToTop, isSelfOrInside } from '../model/folder-tree.ts';
import { ShareDialog } from '../sharing/ShareDialog.tsx';
import { useDrag } from '../workspace/drag-context.tsx';
import {
  BOOKMARKS_PATH,
  folderPath,
  PROJECTS_PATH,
  SHARED_PATH,
  TEAM_PROJECTS_PATH,
  TRASH_PATH,
} from '../workspace/paths.ts';
import { useProjectActions } from '../workspace/use-project-actions.tsx';
import { useTeamView } from '../workspace/use-team-view.ts';
import { DeleteFolderModal, FolderNameModal } from './FolderDialogs.tsx';
import { FolderPickerModal } from './FolderPickerModal.tsx';
import type { FolderAction } from './FolderRow.tsx';
import { FolderSection } from './FolderSection.tsx';
import classes from './Sidebar.module.css';

type Dialog =
  | { kind: 'create'; type: DirectoryType; parent: Directory | null }
  | { kind: 'rename' | 'delete' | 'share' | 'move'; folder: Directory };

/** A view link that also takes dropped projects (into the trash, or out of their folder). */
function ViewLink({
  to,
  icon,
  label,
  active,
  onDropProjects,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  active: boolean;
  onDropProjects?: (ids: string[]) => void;
}) {
  const [dropping, setDropping] = useState(false);
  const { setDragged } = useDrag();
  return (
    <Link
      to={to}
      className={classes.row}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-drop={dropping ? 'inside' : undefined}
      draggable={false}
      onDragOver={(event) => {
        if (!onDropProjects || draggedKind(event.dataTransfer) !== 'projects') return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        const data = readDragged(event.dataTransfer);
        if (data?.kind === 'projects') onDropProjects?.(data.ids);
        setDragged(null);
      }}
    >
      <span style={{ width: 18 }} />
      {icon}
      <span className={classes.label}>{label}</span>
    </Link>
  );
}

const SORT_CHOICES = [
  'CUSTOM_ASC',
  'NAME_ASC',
  'CREATED_AT_DESC',
  'UPDATED_AT_DESC',
] as const satisfies readonly FolderSort[];

/** The workspace's left column: the views, then the folder trees with drag and drop. */
export function Sidebar() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const activeFolderId = pathname === PROJECTS_PATH ? params.get('folder') : null;
  const [sort, setSort] = useLocalStorage<FolderSort>({
    key: 'roomcraft.projects.folder-sort',
    defaultValue: 'CUSTOM_ASC',
  });
  const folderSort = (DirectoryOrder as readonly string[]).includes(sort) ? sort : 'CUSTOM_ASC';
  const [collapsedIds, setCollapsedIds] = useLocalStorage<string[]>({
    key: 'roomcraft.projects.collapsed-folders',
    defaultValue: [],
  });
  const collapsed = new Set(collapsedIds);
  const toggle = (id: string) =>
    setCollapsedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const member = isMember(user);
  const manager = isManager(user);
  const teamView = useTeamView();
  const trees = {
    PERSONAL: useFolders('PERSONAL', folderSort),
    ENTERPRISE: useFolders('ENTERPRISE', folderSort, member),
    PUBLIC: useFolders('PUBLIC', folderSort),
  };
  const canArrange = (type: DirectoryType) => type !== 'ENTERPRISE' || manager;
  const changes = useFolderChanges();
  const actions = useProjectActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => {
    setDialog(null);
    changes.create.reset();
    changes.update.reset();
    changes.remove.reset();
  };
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });

  const onAction = (action: FolderAction | 'create', folder: Directory | null, type: DirectoryType) => {
    if (action === 'create') setDialog({ kind: 'create', type, parent: folder });
    else if (folder) setDialog({ kind: action, folder });
  };
  const onDropFolder = (id: string, target: Directory | null, drop: FolderDrop | 'top') => {
    const all = [
      ...(trees.PERSONAL.data ?? []),
      ...(trees.ENTERPRISE.data ?? []),
      ...(trees.PUBLIC.data ?? []),
    ];
    const body = target && drop !== 'top' ? folderDropChange(all, id, target.id, drop) : folderToTop(all, id);
    if (body) changes.update.mutate({ id, body }, { onError: fail });
  };
  const onDropProjects = (ids: string[], target: Directory | null, type: DirectoryType) =>
    actions.move.mutate({ ids, target: target ? { folder: target } : { folder: null, type } });

  const sortMenu = (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Tooltip label={t('projects.folders.sort')} withArrow>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('projects.folders.sort')}>
            <IconArrowsSort size={14} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {SORT_CHOICES.map((choice) => (
          <Menu.Item
            key={choice}
            onClick={() => setSort(choice)}
            rightSection={choice === folderSort ? <IconCheck size={14} /> : null}
          >
            {t(`projects.folders.sorts.${choice}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  const section = (type: DirectoryType) => (
    <FolderSection
      key={type}
      type={type}
      title={t(`projects.folders.section.${type}`)}
      folders={trees[type]}
      activeFolderId={activeFolderId}
      canArrange={canArrange(type)}
      canCreate={canArrange(type)}
      canReorder={folderSort === 'CUSTOM_ASC'}
      collapsed={collapsed}
      onToggle={toggle}
      onAction={onAction}
      onDropFolder={onDropFolder}
      onDropProjects={onDropProjects}
      extra={type === 'PERSONAL' ? sortMenu : undefined}
    />
  );

  const moving = dialog?.kind === 'move' ? dialog.folder : null;
  return (
    <nav className={classes.sidebar} aria-label={t('projects.sidebar')}>
      <ViewLink
        to={PROJECTS_PATH}
        active={pathname === PROJECTS_PATH && !activeFolderId}
        icon={<IconLayoutGrid size={17} stroke={1.6} />}
        label={t('projects.views.all')}
        onDropProjects={(ids) => actions.move.mutate({ ids, target: { folder: null, type: 'PERSONAL' } })}
      />
      <ViewLink
        to={BOOKMARKS_PATH}
        active={pathname === BOOKMARKS_PATH}
        icon={<IconBookmark size={17} stroke={1.6} />}
        label={t('projects.views.bookmarks')}
      />
      <ViewLink
        to={SHARED_PATH}
        active={pathname === SHARED_PATH}
        icon={<IconUsers size={17} stroke={1.6} />}
        label={t('projects.views.shared')}
      />
      {(teamView === 'manage' || teamView === 'look') && (
        <ViewLink
          to={TEAM_PROJECTS_PATH}
          active={pathname === TEAM_PROJECTS_PATH}
          icon={<IconBuildingCommunity size={17} stroke={1.6} />}
          label={t('projects.views.team')}
        />
      )}
      <ViewLink
        to={TRASH_PATH}
        active={pathname === TRASH_PATH}
        icon={<IconTrash size={17} stroke={1.6} />}
        label={t('projects.views.trash')}
        onDropProjects={(ids) => actions.trash.mutate(ids)}
      />

      <Divider my={10} color="gray.2" />
      {section('PERSONAL')}
      {member && section('ENTERPRISE')}
      {section('PUBLIC')}

      <FolderNameModal
        opened={dialog?.kind === 'create' || dialog?.kind === 'rename'}
        title={
          dialog?.kind === 'rename'
            ? t('projects.folders.renameTitle')
            : dialog?.kind === 'create' && dialog.parent
              ? t('projects.folders.newInsideTitle', { name: dialog.parent.name })
              : t('projects.folders.newTitle')
        }
        submitLabel={dialog?.kind === 'rename' ? t('common.save') : t('projects.folders.create')}
        initialName={dialog?.kind === 'rename' ? dialog.folder.name : ''}
        pending={changes.create.isPending || changes.update.isPending}
        error={changes.create.error ?? changes.update.error}
        onClose={close}
        onSubmit={(name) => {
          if (dialog?.kind === 'rename') {
            changes.update.mutate({ id: dialog.folder.id, body: { name } }, { onSuccess: close });
          } else if (dialog?.kind === 'create') {
            changes.create.mutate(
              { name, type: dialog.type, parentId: dialog.parent?.id ?? null },
              {
                onSuccess: (folder) => {
                  close();
                  navigate(folderPath(folder.id));
                },
              },
            );
          }
        }}
      />
      <DeleteFolderModal
        folder={dialog?.kind === 'delete' ? dialog.folder : null}
        remove={changes.remove}
        onDeleted={(folder) => {
          close();
          // What it held moved up to its parent, so that is where to look next.
          if (activeFolderId === folder.id)
            navigate(folder.parentId ? folderPath(folder.parentId) : PROJECTS_PATH);
        }}
        onClose={close}
      />
      <ShareDialog
        subject={
          dialog?.kind === 'share'
            ? { kind: 'DIRECTORY', id: dialog.folder.id, name: dialog.folder.name }
            : null
        }
        ownerId={
          dialog?.kind === 'share' && dialog.folder.type !== 'ENTERPRISE' ? dialog.folder.userId : null
        }
        onClose={close}
      />
      <FolderPickerModal
        opened={moving !== null}
        title={moving ? t('projects.folders.moveTitle', { name: moving.name }) : ''}
        confirmLabel={t('projects.folders.moveHere')}
        sections={
          moving
            ? [
                {
                  type: moving.type,
                  title: t(`projects.folders.section.${moving.type}`),
                  folders: trees[moving.type].data ?? [],
                  noneLabel: t('projects.folders.topLevel'),
                },
              ]
            : []
        }
        disabled={(folder) =>
          moving ? isSelfOrInside(trees[moving.type].data ?? [], moving.id, folder.id) : false
        }
        pending={changes.update.isPending}
        onClose={close}
        onPick={(picked) => {
          if (!moving) return;
          const parentId = picked.folder ? picked.folder.id : null;
          if (parentId === moving.parentId) return close();
          changes.update.mutate({ id: moving.id, body: { parentId } }, { onSuccess: close, onError: fail });
        }}
      />
    </nav>
  );
}
