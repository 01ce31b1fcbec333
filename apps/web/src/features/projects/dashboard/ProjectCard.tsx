import { ActionIcon, Avatar, Badge, Button, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import type { Project, ProjectListItem } from '@roomcraft/contract';
import {
  IconArrowBackUp,
  IconBookmark,
  IconBookmarkFilled,
  IconClock,
  IconEdit,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { writeDragged } from '../model/drag.ts';
import type { ProjectRole } from '../model/roles.ts';
import { timeAgo } from '../model/time.ts';
import { daysLeftInTrash } from '../model/trash.ts';
import { CoverArt } from '../parts/CoverArt.tsx';
import { RoleBadge } from '../parts/RoleBadge.tsx';
import { useDrag } from '../workspace/drag-context.tsx';
import { editorPath, projectPath } from '../workspace/paths.ts';
import classes from './ProjectCard.module.css';
import { type ProjectAction, ProjectMenu } from './ProjectMenu.tsx';

export interface ProjectCardProps {
  project: Project;
  actions: Set<ProjectAction>;
  onAction(action: ProjectAction, project: Project): void;
  /** Shown on shared projects (what the user may do) once known. */
  role?: ProjectRole | null;
  /** Shown on team and shared lists. */
  owner?: ProjectListItem['owner'];
  /** Bulk selection; left out where a list has none. */
  selection?: {
    selected: boolean;
    /** Whether anything is selected, so every checkbox shows. */
    active: boolean;
    onToggle(range: boolean): void;
    /** The ids a drag starting on this card carries (all selected ones when this one is among them). */
    dragIds(): string[];
  };
  draggable?: boolean;
  /** Days a trashed project is kept (the team's setting). */
  trashDays?: number;
}

/** One project in a grid: cover, name, when it changed, and everything that can be done to it. */
export function ProjectCard({
  project,
  actions,
  onAction,
  role,
  owner,
  selection,
  draggable,
  trashDays,
}: ProjectCardProps) {
  const { t, i18n } = useTranslation();
  const { setDragged } = useDrag();
  const [dragging, setDragging] = useState(false);
  const trashed = project.state !== 0;
  const to = projectPath(project.id);
  const justNow = t('projects.card.justNow');
  return (
    <article
      className={classes.card}
      data-selected={selection?.selected || undefined}
      data-selecting={selection?.active || undefined}
      data-dragging={dragging || undefined}
      data-trashed={trashed || undefined}
      data-testid="project-card"
      aria-label={project.name}
      draggable={draggable}
      onDragStart={(event) => {
        const ids = selection?.dragIds() ?? [project.id];
        writeDragged(event.dataTransfer, { kind: 'projects', ids });
        event.dataTransfer.effectAllowed = 'move';
        setDragged({ kind: 'projects', ids });
        setDragging(true);
      }}
      onDragEnd={() => {
        setDragged(null);
        setDragging(false);
      }}
    >
      <div className={classes.cover}>
        <Link to={to} draggable={false} tabIndex={-1} aria-hidden="true" className={classes.coverLink}>
          <CoverArt project={project} />
        </Link>
        {selection && (
          <div className={classes.check}>
            <Checkbox
              size="sm"
              checked={selection.selected}
              aria-label={t('projects.card.select', { name: project.name })}
              onChange={() => undefined}
              onClick={(event) => selection.onToggle(event.shiftKey)}
            />
          </div>
        )}
        {actions.has('bookmark') && (
          <div className={classes.corner}>
            <Tooltip
              label={t(project.bookmark ? 'projects.actions.unbookmark' : 'projects.actions.bookmark')}
              withArrow
            >
              <ActionIcon
                className={classes.pin}
                data-on={project.bookmark || undefined}
                variant="white"
                color={project.bookmark ? 'brand' : 'gray'}
                radius="md"
                aria-pressed={project.bookmark}
                aria-label={t('projects.card.bookmark', { name: project.name })}
                onClick={() => onAction('bookmark', project)}
              >
                {project.bookmark ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
              </ActionIcon>
            </Tooltip>
          </div>
        )}
        <div className={classes.badges}>
          {project.selected && !trashed && (
            <Badge variant="white" color="yellow.8" leftSection={<IconStarFilled size={11} />} size="sm">
              {t('projects.card.picked')}
            </Badge>
          )}
          {role && role !== 'OWNER' && role !== 'MANAGER' && <RoleBadge role={role} />}
          {trashed && project.trashedAt && trashDays !== undefined && (
            <Badge variant="white" color="red" leftSection={<IconTrash size={11} />} size="sm">
              {t('projects.trash.daysLeft', { count: daysLeftInTrash(project.trashedAt, trashDays) })}
            </Badge>
          )}
        </div>
        {actions.has('open') && (
          <Button
            className={classes.open}
            component={Link}
            to={editorPath(project.id)}
            size="compact-sm"
            radius="md"
            leftSection={<IconEdit size={14} />}
            draggable={false}
          >
            {t(role === 'VIEW' ? 'projects.actions.view' : 'projects.actions.openShort')}
          </Button>
        )}
        {actions.has('restore') && (
          <Button
            className={classes.restore}
            size="compact-sm"
            radius="md"
            variant="white"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={() => onAction('restore', project)}
          >
            {t('projects.actions.restore')}
          </Button>
        )}
      </div>
      <div className={classes.body}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Link to={to} className={classes.name} draggable={false} title={project.name}>
            {project.name}
          </Link>
          {owner && (
            <Group gap={6} mt={6} wrap="nowrap">
              <Avatar name={owner.nickname} color="initials" size={18} radius="xl" />
              <Text size="xs" fw={500} truncate="end">
                {owner.nickname}
              </Text>
            </Group>
          )}
          <Group gap={6} mt={4} wrap="nowrap" c="dimmed">
            <IconClock size={13} style={{ flex: 'none' }} />
            <Text size="xs" truncate="end">
              {trashed && project.trashedAt
                ? t('projects.card.trashedAgo', { when: timeAgo(project.trashedAt, i18n.language, justNow) })
                : t('projects.card.editedAgo', { when: timeAgo(project.updatedAt, i18n.language, justNow) })}
            </Text>
          </Group>
        </div>
        <ProjectMenu project={project} actions={actions} onAction={(action) => onAction(action, project)} />
      </div>
    </article>
  );
}
