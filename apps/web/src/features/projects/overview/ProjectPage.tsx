import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Project } from '@roomcraft/contract';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconEdit,
  IconEye,
  IconFileUnknown,
  IconLock,
  IconPhoto,
  IconPhotoEdit,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { formatDate, formatDateTime } from '../../../ui/format.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useUser } from '../../auth/session.tsx';
import { isManager } from '../../enterprise/roles.ts';
import { useOwners, useProjectDesign, useProjectDetail } from '../api/projects.ts';
import { allowedActions, ProjectMenu } from '../dashboard/ProjectMenu.tsx';
import { useProjectCommands } from '../dashboard/use-project-commands.tsx';
import { summarizeStoredDesign } from '../model/plan-summary.ts';
import { canEdit, canManage, type ProjectRole } from '../model/roles.ts';
import { CoverArt } from '../parts/CoverArt.tsx';
import { PlanOverview } from '../parts/PlanOverview.tsx';
import { RoleBadge } from '../parts/RoleBadge.tsx';
import { editorPath, PROJECTS_PATH, rendersPath, SHARED_PATH } from '../workspace/paths.ts';
import classes from './ProjectPage.module.css';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Overview({ project, role }: { project: Project; role: ProjectRole }) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const commands = useProjectCommands();
  const design = useProjectDesign(project.id, project.state === 0);
  const owners = useOwners([project.userId]);
  const owner = owners.data?.get(project.userId);
  const actions = allowedActions(project, role, isManager(user));
  const trashed = project.state !== 0;
  const back = role === 'OWNER' || role === 'MANAGER' ? PROJECTS_PATH : SHARED_PATH;

  return (
    <>
      <Anchor
        component={Link}
        to={back}
        size="sm"
        c="dimmed"
        mb="md"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={15} />
        {t(back === PROJECTS_PATH ? 'projects.views.all' : 'projects.views.shared')}
      </Anchor>
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="sm" wrap="nowrap">
            <Title order={2} fz={28} lineClamp={2} data-testid="project-title">
              {project.name}
            </Title>
            <RoleBadge role={role} size="md" />
          </Group>
          <Text c="dimmed" size="sm">
            {t('projects.card.editedAgoLong', { when: formatDateTime(project.updatedAt, i18n.language) })}
          </Text>
        </Stack>
        <Group gap="sm">
          {actions.has('share') && (
            <Button
              variant="default"
              leftSection={<IconShare size={17} />}
              onClick={() => commands.run('share', project)}
            >
              {t('projects.actions.share')}
            </Button>
          )}
          {actions.has('restore') && (
            <Button
              leftSection={<IconArrowBackUp size={17} />}
              onClick={() => commands.run('restore', project)}
            >
              {t('projects.actions.restore')}
            </Button>
          )}
          {actions.has('open') && (
            <Button
              component={Link}
              to={editorPath(project.id)}
              leftSection={canEdit(role) ? <IconEdit size={17} /> : <IconEye size={17} />}
            >
              {t(canEdit(role) ? 'projects.actions.open' : 'projects.actions.openReadOnly')}
            </Button>
          )}
          <ProjectMenu
            project={project}
            actions={actions}
            onAction={(action) => commands.run(action, project)}
          />
        </Group>
      </Group>

      {role === 'VIEW' && (
        <Alert
          icon={<IconLock size={18} />}
          color="gray"
          variant="light"
          mb="lg"
          title={t('projects.readOnly.title')}
          data-testid="read-only-notice"
        >
          {owner ? t('projects.readOnly.bodyOwner', { name: owner.nickname }) : t('projects.readOnly.body')}
        </Alert>
      )}
      {trashed && (
        <Alert
          icon={<IconTrash size={18} />}
          color="red"
          variant="light"
          mb="lg"
          title={t('projects.overview.trashedTitle')}
        >
          {t('projects.overview.trashedBody')}
        </Alert>
      )}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <div className={classes.cover}>
              <CoverArt project={project} full />
              {actions.has('cover') && (
                <Button
                  className={classes.coverButton}
                  variant="white"
                  size="xs"
                  leftSection={<IconPhotoEdit size={15} />}
                  onClick={() => commands.run('cover', project)}
                >
                  {t(project.coverImage ? 'projects.cover.change' : 'projects.cover.add')}
                </Button>
              )}
            </div>
            {!trashed && (
              <QueryState query={design}>
                {(answer) => <PlanOverview summary={summarizeStoredDesign(answer.design)} />}
              </QueryState>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card>
              <Text fw={650} mb="xs">
                {t('projects.overview.about')}
              </Text>
              <Text
                size="sm"
                c={project.description ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-wrap' }}
                mb="lg"
              >
                {project.description || t('projects.overview.noDescription')}
              </Text>
              <Stack gap={10}>
                {owner && (
                  <Detail label={t('projects.overview.owner')}>
                    <Group gap={6} wrap="nowrap" justify="flex-end">
                      <Avatar name={owner.nickname} color="initials" size={20} radius="xl" />
                      {owner.id === user.id ? t('projects.overview.you') : owner.nickname}
                    </Group>
                  </Detail>
                )}
                <Detail label={t('projects.overview.created')}>
                  {formatDate(project.createdAt, i18n.language)}
                </Detail>
                <Detail label={t('projects.overview.changed')}>
                  {formatDate(project.updatedAt, i18n.language)}
                </Detail>
                <Detail label={t('projects.overview.version')}>{project.designVersion}</Detail>
                {canManage(role) && (
                  <Detail label={t('projects.overview.access')}>{t(`projects.roles.${role}`)}</Detail>
                )}
              </Stack>
            </Card>
            {!trashed && (
              <Card>
                <Text fw={650} mb={4}>
                  {t('projects.overview.renders')}
                </Text>
                <Text size="sm" c="dimmed" mb="md">
                  {t('projects.overview.rendersBody')}
                </Text>
                <Button
                  component={Link}
                  to={rendersPath(project.id)}
                  variant="light"
                  leftSection={<IconPhoto size={16} />}
                >
                  {t('projects.overview.openRenders')}
                </Button>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {commands.element}
    </>
  );
}

/** `/projects/:projectId`: one project at a glance (cover, plan, facts) and what the user may do with it. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const detail = useProjectDetail(projectId);
  // The server answers 404 alike for a project that is gone and one the user may not see.
  if (isApiError(detail.error, 'not_found')) {
    return (
      <EmptyState
        py={80}
        variant="light"
        icon={<IconFileUnknown size={28} />}
        title={t('projects.overview.notFound')}
        description={t('projects.overview.notFoundBody')}
      >
        <EmptyState.Actions>
          <Button component={Link} to={PROJECTS_PATH} variant="default">
            {t('projects.views.all')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <QueryState query={detail}>
      {({ project, access }) => <Overview project={project} role={access.role} />}
    </QueryState>
  );
}
