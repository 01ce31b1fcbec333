import {
  Badge,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { shareKeyRoutes } from '@roomcraft/contract';
import { IconEye, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { formatDate } from '../../../ui/format.ts';
import { LogoMark } from '../../../ui/Logo.tsx';
import { PlainFrame } from '../../../ui/PlainFrame.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { publicKeys } from '../api/keys.ts';
import { summarizeStoredDesign } from '../model/plan-summary.ts';
import { CoverArt } from '../parts/CoverArt.tsx';
import { PlanOverview } from '../parts/PlanOverview.tsx';
import classes from './PublicProjectPage.module.css';

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

/** Renders of a published project (its portfolio); nothing when it has none or is not published. */
function Renders({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const portfolio = useQuery({
    queryKey: publicKeys.portfolio(projectId),
    queryFn: () => callApi(shareKeyRoutes.portfolio, { params: { id: projectId } }),
    retry: false,
  });
  const renders = (portfolio.data?.portfolio.renders ?? []).filter((r) => r.imageUrl);
  if (renders.length === 0) return null;
  return (
    <Card>
      <Text fw={650} mb="md">
        {t('projects.public.renders')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {renders.map((render) => (
          <Image key={render.id} src={render.imageUrl} alt={render.name} radius="md" />
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** `/p/:projectId?key=…`: a project opened read-only by its share link, signed in or not. */
export default function PublicProjectPage() {
  const { t, i18n } = useTranslation();
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
  return (
    <PlainFrame>
      {key === '' || (opened.isError && isApiError(opened.error) && opened.error.status < 500) ? (
        <LinkBroken />
      ) : (
        <QueryState query={opened}>
          {({ project, design }) => (
            <Stack gap="xl">
              <div className={classes.hero}>
                <CoverArt project={project} full />
              </div>
              <Grid gap="xl">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Stack gap="xl">
                    <div>
                      <Group gap="sm" mb={8}>
                        <Badge variant="light" color="gray" leftSection={<IconEye size={12} />}>
                          {t('projects.public.readOnly')}
                        </Badge>
                        <Text size="sm" c="dimmed">
                          {t('projects.public.updated', {
                            date: formatDate(project.updatedAt, i18n.language),
                          })}
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
                    <PlanOverview summary={summarizeStoredDesign(design)} />
                    <Renders projectId={project.id} />
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
          )}
        </QueryState>
      )}
    </PlainFrame>
  );
}
