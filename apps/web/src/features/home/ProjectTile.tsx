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

/** A recent or shared project: its cover, name and last change; a click opens it in the editor. */
export function ProjectTile({
  project,
  latest,
  plan,
  showOwner = false,
}: {
  project: ProjectListItem;
  latest?: Image;
  plan?: UseQueryResult<PlanSummary | null>;
  showOwner?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const when = timeAgo(project.updatedAt, i18n.language, t('projects.card.justNow'));
  return (
    <Card
      component={Link}
      to={editorPath(project.id)}
      padding={0}
      className={shell.card}
      aria-label={t('home.openProject', { name: project.name })}
    >
      <div className={classes.cover}>
        <ProjectCover project={project} latest={latest} plan={plan} />
      </div>
      <Group p="sm" justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end">
            {project.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {showOwner
              ? t('home.sharedBy', { name: project.owner.nickname, when })
              : t('projects.card.editedAgo', { when })}
          </Text>
        </div>
        {showOwner && <RoleBadge role={project.role} />}
      </Group>
    </Card>
  );
}
