import { Anchor, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { createEmptyDesign } from '@roomcraft/scene';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useUser } from '../auth/session.tsx';
import { editorPath, PROJECTS_PATH, SHARED_PATH } from '../projects/workspace/paths.ts';
import { RENDERS_PATH } from '../renders/paths.ts';
import { FirstSteps } from './FirstSteps.tsx';
import { ProjectTile } from './ProjectTile.tsx';
import { QuotaCard } from './QuotaCard.tsx';
import { RecentRenders } from './RecentRenders.tsx';
import {
  latestImageByProject,
  RECENT_RENDERS,
  usePlanSummaries,
  useRecentImages,
  useRecentlyShared,
  useRecentProjects,
  useStartProject,
} from './use-home.ts';

/** A titled block of the home, with a link to the screen that lists all of it. */
function Block({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        {more}
      </Group>
      {children}
    </section>
  );
}

const tiles = (count: number) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
    {Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
      <Skeleton key={i} h={200} radius="md" />
    ))}
  </SimpleGrid>
);

/**
 * The first screen after signing in shows the work: recent projects with their covers, recent
 * renders, what others shared, the render units left; a first-time user gets a short start instead.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const projects = useRecentProjects(user.id);
  const shared = useRecentlyShared();
  const images = useRecentImages();
  const latest = latestImageByProject(images.data ?? []);
  const listed = [...(projects.data?.data ?? []), ...(shared.data?.data ?? [])];
  // Only projects with neither a cover nor a picture need their plan read (once pictures are known).
  const plans = usePlanSummaries(
    images.isPending ? [] : listed.filter((p) => !p.coverImage && !latest.has(p.id)).map((p) => p.id),
  );
  const create = useStartProject(user.id);
  const newProject = () =>
    create.mutate(
      { name: t('home.untitled'), design: createEmptyDesign() },
      { onSuccess: (id) => navigate(editorPath(id)) },
    );
  const firstTime = projects.data?.totalCount === 0 && shared.data?.totalCount === 0;
  const names = new Map(listed.map((p) => [p.id, p.name]));

  return (
    <>
      <PageHeader
        title={t('home.greeting', { nickname: user.nickname })}
        description={t('home.subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to={PROJECTS_PATH}
              variant="default"
              leftSection={<IconLayoutGrid size={18} />}
            >
              {t('projects.home.open')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={newProject} loading={create.isPending}>
              {t('home.newProject')}
            </Button>
          </>
        }
      />
      <ErrorAlert error={create.error} />
      {firstTime ? (
        <Stack gap="xl">
          <FirstSteps userId={user.id} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <QuotaCard />
            </Grid.Col>
          </Grid>
        </Stack>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap={36}>
              <Block
                id="home-recent"
                title={t('home.recent.title')}
                more={
                  <Anchor component={Link} to={PROJECTS_PATH} size="sm">
                    {t('home.recent.all')}
                  </Anchor>
                }
              >
                {projects.isPending ? (
                  tiles(3)
                ) : projects.isError ? (
                  <ErrorAlert error={projects.error} />
                ) : projects.data.data.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('home.recent.none')}
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                    {projects.data.data.map((project) => (
                      <ProjectTile
                        key={project.id}
                        project={project}
                        latest={latest.get(project.id)}
                        plan={plans.get(project.id)}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </Block>
              <Block
                id="home-renders"
                title={t('home.renders.title')}
                more={
                  <Anchor component={Link} to={RENDERS_PATH} size="sm">
                    {t('home.renders.all')}
                  </Anchor>
                }
              >
                {images.isPending ? (
                  <Skeleton h={140} radius="md" />
                ) : images.isError ? (
                  <ErrorAlert error={images.error} />
                ) : images.data.length === 0 ? (
                  <Card padding="md">
                    <Text c="dimmed" size="sm">
                      {t('home.renders.none')}
                    </Text>
                  </Card>
                ) : (
                  <RecentRenders
                    images={images.data.slice(0, RECENT_RENDERS)}
                    projectName={(id) => names.get(id) ?? ''}
                  />
                )}
              </Block>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="xl">
              <QuotaCard />
              <Block
                id="home-shared"
                title={t('home.shared.title')}
                more={
                  <Anchor component={Link} to={SHARED_PATH} size="sm">
                    {t('home.shared.all')}
                  </Anchor>
                }
              >
                {shared.isPending ? (
                  <Skeleton h={120} radius="md" />
                ) : shared.isError ? (
                  <ErrorAlert error={shared.error} />
                ) : shared.data.data.length === 0 ? (
                  <Card padding="md">
                    <Text c="dimmed" size="sm">
                      {t('home.shared.none')}
                    </Text>
                  </Card>
                ) : (
                  <Stack gap="sm">
                    {shared.data.data.map((project) => (
                      <ProjectTile
                        key={project.id}
                        project={project}
                        latest={latest.get(project.id)}
                        plan={plans.get(project.id)}
                        shared
                      />
                    ))}
                  </Stack>
                )}
              </Block>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
