import { Card, EmptyState, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { projectRoutes } from '@roomcraft/contract';
import { IconArrowRight, IconFolder, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/client.ts';
import { formatDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import classes from '../shell/Shell.module.css';
import { rendersKeys } from './api.ts';
import { galleryPath } from './paths.ts';

/** Renders by project: pick a project to open its gallery. */
export default function RendersIndexPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const projects = useQuery({
    queryKey: [...rendersKeys.all, 'projects', user.id],
    queryFn: () =>
      callApi(projectRoutes.ofUser, {
        params: { id: user.id },
        query: { size: 60, sort: 'UPDATED_AT_DESC' },
      }),
  });
  return (
    <>
      <PageHeader title={t('renders.index.title')} description={t('renders.index.description')} />
      <QueryState
        query={projects}
        isEmpty={(page) => page.data.length === 0}
        empty={<EmptyState py={60} icon={<IconFolder size={28} />} title={t('renders.index.empty')} />}
      >
        {(page) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {page.data.map((project) => (
              <Card
                key={project.id}
                component={Link}
                to={galleryPath(project.id)}
                className={classes.card}
                padding="lg"
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
                    {project.coverImage ? (
                      <img
                        src={project.coverImage.thumbnailUrl}
                        alt=""
                        width={56}
                        height={42}
                        style={{ objectFit: 'cover', borderRadius: 6 }}
                      />
                    ) : (
                      <ThemeIcon size={42} radius="md" variant="light">
                        <IconPhoto size={22} stroke={1.6} />
                      </ThemeIcon>
                    )}
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {project.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('renders.index.updated', { date: formatDate(project.updatedAt, i18n.language) })}
                      </Text>
                    </div>
                  </Group>
                  <IconArrowRight size={18} color="var(--mantine-color-gray-5)" />
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </>
  );
}
