import {
  Badge,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type RouteOutput, shareKeyRoutes } from '@roomcraft/contract';
import { IconEye, IconLinkOff, IconView360, IconWorld } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { formatDate } from '../../../ui/format.ts';
import { LogoMark } from '../../../ui/Logo.tsx';
import { PlainFrame } from '../../../ui/PlainFrame.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { publicKeys } from '../api/keys.ts';
import { type PlanSummary, summarizeStoredDesign } from '../model/plan-summary.ts';
import { CoverArt } from '../parts/CoverArt.tsx';
import { PlanOverview } from '../parts/PlanOverview.tsx';
import classes from './PublicProjectPage.module.css';

type Portfolio = RouteOutput<typeof shareKeyRoutes.portfolio>['portfolio'];
type PublicProject = RouteOutput<typeof shareKeyRoutes.publicDetail>['project'];
type ProjectRendering = Portfolio['renders'][number];

const PanoramaViewer = lazy(() =>
  import('../../renders/viewers/PanoramaViewer.tsx').then((m) => ({ default: m.PanoramaViewer })),
);
const isPanorama = (render: ProjectRendering) => render.type === 'PANORAMA' || render.type === 'TOUR_720';

function LinkBroken() {
  const { t } = useTranslation();
  return (
    <EmptyState
      py={90}
      variant="light"
      icon={<IconLinkOff size={28} />}
      title={t('projects.public.brokenTitle')}
      description={t('projects.public.brokenBody')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/" variant="default">
          {t('projects.public.home')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** The project's finished renders: a picture opens full size, a panorama opens in the viewer. */
function Renders({ renders }: { renders: ProjectRendering[] }) {
  const { t } = useTranslation();
  const [panorama, setPanorama] = useState<ProjectRendering | null>(null);
  const shown = renders.filter((r) => r.imageUrl);
  if (shown.length === 0) return null;
  return (
    <Card>
      <Text fw={650} mb="md">
        {t('projects.public.renders')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="public-renders">
        {shown.map((render) => (
          <UnstyledButton
            key={render.id}
            component="a"
            href={render.imageUrl!}
            target="_blank"
            rel="noopener"
            aria-label={t('projects.public.openRender', { name: render.name })}
            onClick={(event: MouseEvent) => {
              if (!isPanorama(render)) return;
              event.preventDefault();
              setPanorama(render);
            }}
          >
            <Image src={render.thumbnailUrl ?? render.imageUrl} alt={render.name} radius="md" />
            <Group gap={6} mt={6}>
              {isPanorama(render) && <IconView360 size={16} aria-hidden />}
              <Text size="sm">{render.name}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={panorama !== null}
        onClose={() => setPanorama(null)}
        title={panorama?.name}
        size="xl"
        centered
      >
        {panorama && (
          <Suspense fallback={<Loader m="xl" />}>
            <PanoramaViewer imageUrl={panorama.imageUrl!} imageWidth={panorama.resolution.x} height={480} />
          </Suspense>
        )}
      </Modal>
    </Card>
  );
}

/** What anyone sees of a shared or published project: cover, words, plan (with a key) and renders. */
function Showcase({
  project,
  plan,
  renders,
  published,
}: {
  project: PublicProject;
  /** Only a share key opens the design; a portfolio shows no plan. */
  plan: PlanSummary | null | undefined;
  renders: ProjectRendering[];
  published: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xl">
      <div className={classes.hero}>
        <CoverArt project={project} full />
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <div>
              <Group gap="sm" mb={8}>
                <Badge
                  variant="light"
                  color={published ? 'teal' : 'gray'}
                  leftSection={published ? <IconWorld size={12} /> : <IconEye size={12} />}
                >
                  {t(published ? 'projects.public.portfolio' : 'projects.public.readOnly')}
                </Badge>
                <Text size="sm" c="dimmed">
                  {t('projects.public.updated', { date: formatDate(project.updatedAt, i18n.language) })}
                </Text>
              </Group>
              <Title order={1} fz={34} data-testid="public-title">
                {project.name}
              </Title>
              {project.description && (
                <Text mt="sm" size="lg" c="dark.5" style={{ whiteSpace: 'pre-wrap' }}>
                  {project.description}
                </Text>
              )}
            </div>
            {plan !== undefined && <PlanOverview summary={plan} />}
            <Renders renders={renders} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card className={classes.cta}>
            <LogoMark size={36} />
            <Text fw={650} mt="md">
              {t('projects.public.ctaTitle')}
            </Text>
            <Text size="sm" c="dimmed" mt={6} mb="lg">
              {t('projects.public.ctaBody')}
            </Text>
            <Button component={Link} to="/sign-up" fullWidth>
              {t('projects.public.ctaButton')}
            </Button>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A refusal (wrong, revoked or unpublished) reads as a broken link; a server failure can be retried. */
const refused = (query: UseQueryResult<unknown>) =>
  query.isError && isApiError(query.error) && query.error.status > 0 && query.error.status < 500;

/**
 * `/p/:projectId?key=…`: a project opened read-only by its share link, signed in or not. Without a
 * key it is the project's public portfolio (a PUBLIC key or a public folder publishes it).
 */
export default function PublicProjectPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const opened = useQuery({
    queryKey: publicKeys.project(projectId, key),
    queryFn: () =>
      callApi(shareKeyRoutes.publicDetail, { params: { id: projectId }, query: { shareKey: key } }),
    enabled: key !== '',
    retry: false,
  });
  // A share key opens the portfolio (its renders and cover) as it opens the design.
  const portfolio = useQuery({
    queryKey: publicKeys.portfolio(projectId, key),
    queryFn: async () =>
      (
        await callApi(shareKeyRoutes.portfolio, {
          params: { id: projectId },
          query: key ? { shareKey: key } : {},
        })
      ).portfolio,
    retry: false,
  });
  const renders = portfolio.data?.renders ?? [];
  const cover = portfolio.data?.project.coverImage;
  return (
    <PlainFrame>
      {key ? (
        refused(opened) ? (
          <LinkBroken />
        ) : (
          <QueryState query={opened}>
            {({ project, design }) => (
              <Showcase
                project={{ ...project, coverImage: cover ?? project.coverImage }}
                plan={summarizeStoredDesign(design)}
                renders={renders}
                published={false}
              />
            )}
          </QueryState>
        )
      ) : refused(portfolio) ? (
        <LinkBroken />
      ) : (
        <QueryState query={portfolio}>
          {({ project }) => <Showcase project={project} plan={undefined} renders={renders} published />}
        </QueryState>
      )}
    </PlainFrame>
  );
}
