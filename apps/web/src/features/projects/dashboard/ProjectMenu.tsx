import { ActionIcon, Menu } from '@mantine/core';
import type { Project } from '@roomcraft/contract';
import {
  IconArrowBackUp,
  IconBookmark,
  IconBookmarkOff,
  IconBuildingCommunity,
  IconCopy,
  IconDots,
  IconEdit,
  IconFolderSymlink,
  IconInfoCircle,
  IconPencil,
  IconPhoto,
  IconShare,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canEdit, canManage, type ProjectRole } from '../model/roles.ts';

/** What can be done to a project from a card or its page. */
export type ProjectAction =
  | 'open'
  | 'details'
  | 'rename'
  | 'cover'
  | 'share'
  | 'copy'
  | 'bookmark'
  | 'teamBookmark'
  | 'pick'
  | 'move'
  | 'trash'
  | 'restore';

/** The actions a role allows on a project in its state; the server checks each again. */
export function allowedActions(
  project: Project,
  role: ProjectRole | null,
  teamManager: boolean,
): Set<ProjectAction> {
  if (project.state !== 0)
    return new Set<ProjectAction>(canManage(role) ? ['details', 'restore'] : ['details']);
  const actions: ProjectAction[] = ['open', 'details', 'bookmark'];
  if (canEdit(role)) actions.push('rename', 'cover', 'copy', 'pick');
  if (canManage(role)) actions.push('share', 'move', 'trash');
  if (teamManager && project.enterpriseId !== null) actions.push('teamBookmark');
  return new Set(actions);
}

/** The "…" menu of a project. */
export function ProjectMenu({
  project,
  actions,
  onAction,
}: {
  project: Project;
  actions: Set<ProjectAction>;
  onAction(action: ProjectAction): void;
}) {
  const { t } = useTranslation();
  const item = (action: ProjectAction, icon: React.ReactNode, label: string, color?: string) =>
    actions.has(action) && (
      <Menu.Item key={action} leftSection={icon} color={color} onClick={() => onAction(action)}>
        {label}
      </Menu.Item>
    );
  const editing = ['rename', 'cover', 'copy', 'pick'].some((a) => actions.has(a as ProjectAction));
  const managing = ['share', 'move'].some((a) => actions.has(a as ProjectAction));
  return (
    <Menu position="bottom-end" shadow="md" width={230} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('projects.card.actionsFor', { name: project.name })}
          data-testid="project-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {item('open', <IconEdit size={16} />, t('projects.actions.open'))}
        {item('details', <IconInfoCircle size={16} />, t('projects.actions.details'))}
        {editing && <Menu.Divider />}
        {item('rename', <IconPencil size={16} />, t('projects.actions.rename'))}
        {item('cover', <IconPhoto size={16} />, t('projects.actions.cover'))}
        {item('copy', <IconCopy size={16} />, t('projects.actions.copy'))}
        {item(
          'pick',
          project.selected ? <IconStarOff size={16} /> : <IconStar size={16} />,
          t(project.selected ? 'projects.actions.unpick' : 'projects.actions.pick'),
        )}
        {managing && <Menu.Divider />}
        {item('share', <IconShare size={16} />, t('projects.actions.share'))}
        {item('move', <IconFolderSymlink size={16} />, t('projects.actions.move'))}
        {item(
          'bookmark',
          project.bookmark ? <IconBookmarkOff size={16} /> : <IconBookmark size={16} />,
          t(project.bookmark ? 'projects.actions.unbookmark' : 'projects.actions.bookmark'),
        )}
        {item(
          'teamBookmark',
          <IconBuildingCommunity size={16} />,
          t(project.teamBookmark ? 'projects.actions.unbookmarkTeam' : 'projects.actions.bookmarkTeam'),
        )}
        {item('restore', <IconArrowBackUp size={16} />, t('projects.actions.restore'))}
        {actions.has('trash') && <Menu.Divider />}
        {item('trash', <IconTrash size={16} />, t('projects.actions.trash'), 'red')}
      </Menu.Dropdown>
    </Menu>
  );
}
