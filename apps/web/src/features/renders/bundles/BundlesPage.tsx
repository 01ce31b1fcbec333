import { Badge, Button, Card, EmptyState, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconLibraryPhoto, IconPlus, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useProject } from '../api.ts';
import { bundlePath, galleryPath } from '../paths.ts';
import { useBundles } from './api.ts';
import { CreateBundleModal } from './CreateBundleModal.tsx';

/** A project's image bundles: presentations of its pictures, each opened in the bundle editor. */
export default function BundlesPage() {
  const { t } = useTranslation();
  const projectId = useParams().projectId!;
  const project = useProject(projectId);
  const bundles = useBundles(projectId);
  const [creating, setCreating] = useState(false);
  const canEdit = project.data ? project.data.access.role !== 'VIEW' : false;
  const newButton = canEdit && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('renders.bundles.new')}
    </Button>
  );
  return (
    <>
      <Button
        component={Link}
        to={galleryPath(projectId)}
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} />}
        mb="xs"
        px={4}
      >
        {t('renders.bundles.backToGallery')}
      </Button>
      <PageHeader
        title={t('renders.bundles.title', { name: project.data?.project.name ?? '…' })}
        description={t('renders.bundles.description')}
        actions={newButton}
      />
      <QueryState
        query={bundles}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card>
            <EmptyState
              py={48}
              icon={<IconLibraryPhoto size={28} />}
              title={t('renders.bundles.empty')}
              description={canEdit ? t('renders.bundles.emptyHint') : undefined}
            />
          </Card>
        }
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" data-testid="bundle-list">
            {list.map((bundle) => (
              <Card key={bundle.id} component={Link} to={bundlePath(projectId, bundle.id)} padding="sm">
                <Card.Section>
                  {bundle.coverUrl ? (
                    <Image src={bundle.coverUrl} alt="" h={150} fit="cover" />
                  ) : (
                    <Stack h={150} align="center" justify="center" bg="gray.1">
                      <IconLibraryPhoto size={28} color="var(--mantine-color-gray-5)" />
                    </Stack>
                  )}
                </Card.Section>
                <Group justify="space-between" mt="sm" wrap="nowrap">
                  <Text fw={600} truncate>
                    {bundle.name}
                  </Text>
                  {bundle.public && (
                    <Badge variant="light" color="teal" leftSection={<IconWorld size={12} />}>
                      {t('renders.bundles.published')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`renders.bundles.types.${bundle.type}`)} ·{' '}
                  {t('renders.bundles.cardCount', { count: bundle.imageCount })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {canEdit && (
        <CreateBundleModal projectId={projectId} opened={creating} onClose={() => setCreating(false)} />
      )}
    </>
  );
}
