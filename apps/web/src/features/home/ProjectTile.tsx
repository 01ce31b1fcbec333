import { Card, Group, Text } from '@mantine/core';
import type { Image, ProjectListItem } from '@roomcraft/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanSummary } from '../projects/model/plan-summary.ts';
import { timeAgo } from '../projects/model/time.ts';
import { RoleBadge } from '../projects/parts/RoleBadge.tsx';
import { editorPath } from '../projects/workspace/paths.ts';
import shell from '../shell/Shell.module.css';
import classes from './Home.module.css';
import { ProjectCover } from './ProjectCover.tsx';

/**
 * A recent or shared project: its cover, name and last change; a click opens it in the editor.
 * Shared projects come as a row (a small cover beside the name, its owner and the caller's role).
 */
export function ProjectTile({
  project,
  latest,
  plan,
  shared = false,
}: {
  project: ProjectListItem;
  latest?: Image;
  plan?: UseQueryResult<PlanSummary | null>;
  shared?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const when = timeAgo(project.updatedAt, i18n.language, t('projects.card.justNow'));
  const cover = (
    <div className={shared ? classes.smallCover : classes.cover}>
      <ProjectCover project={project} latest={latest} plan={plan} />
    </div>
  );
  const text = (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Text fw={600} size="sm" truncate="end">
        {project.name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {shared
          ? t('home.sharedBy', { name: project.owner.nickname, when })
          : t('projects.card.editedAgo', { when })}
      </Text>
      {shared && <RoleBadge role={project.role} size="xs" />}
    </div>
  );
  return (
    <Card
      component={Link}
      to={editorPath(project.id)}
      padding={shared ? 'xs' : 0}
      className={shell.card}
      aria-label={t('home.openProject', { name: project.name })}
    >
      {shared ? (
        <Group wrap="nowrap" gap="sm">
          {cover}
          {text}
        </Group>
      ) : (
        <>
          {cover}
          <Group p="sm">{text}</Group>
        </>
      )}
    </Card>
  );
}
