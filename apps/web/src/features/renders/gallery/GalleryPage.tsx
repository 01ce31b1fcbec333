import { Button, Card, EmptyState, Grid, Group, Pagination, SimpleGrid, Text } from '@mantine/core';
import { IconArrowLeft, IconLibraryPhoto, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useDesign, useProject, useProjectImages, useTourJobs } from '../api.ts';
import { RenderDialog } from '../dialog/RenderDialog.tsx';
import { suggestCameras } from '../model/suggested-cameras.ts';
import type { Tour } from '../model/tour.ts';
import { bundlesPath, RENDERS_PATH } from '../paths.ts';
import { RenderQueuePanel } from '../queue/RenderQueuePanel.tsx';
import { useRenderStream } from '../use-render-stream.ts';
import { GalleryCard } from './GalleryCard.tsx';
import { GalleryFilters } from './GalleryFilters.tsx';
import { type GalleryFilter, galleryEntries, lightboxImages } from './gallery-entries.ts';
import { Lightbox } from './Lightbox.tsx';
import { QuickRenders } from './QuickRenders.tsx';
import { TourModal } from './TourModal.tsx';

/** A project's renders: the pictures, the live queue, and the ways to ask for more. */
export default function GalleryPage() {
  const { t } = useTranslation();
  const projectId = useParams().projectId!;
  const project = useProject(projectId);
  const design = useDesign(projectId);
  const feed = useRenderStream({ projectId });
  const [filter, setFilter] = useState<GalleryFilter>({ type: null, characteristic: null, status: 'all' });
  const [page, setPage] = useState(0);
  const images = useProjectImages(projectId, filter, page);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  const [tour, setTour] = useState<{ tour: Tour; startAt?: string } | null>(null);

  const jobs = useTourJobs(images.data?.data ?? [], feed.jobs);
  const entries = galleryEntries(images.data?.data ?? [], jobs, filter);
  const pictures = lightboxImages(entries);
  // The picture is kept by id: new renders arriving at the top must not change which one is open.
  const shown = shownId ? pictures.findIndex((p) => p.id === shownId) : -1;
  const canRender = project.data ? project.data.access.role !== 'VIEW' : false;
  const openImage = (imageId: string) => {
    if (pictures.some((p) => p.id === imageId)) return setShownId(imageId);
    for (const entry of entries) {
      if (entry.kind === 'tour' && entry.tour.stops.some((s) => s.imageId === imageId))
        return setTour({ tour: entry.tour, startAt: imageId });
    }
  };

  return (
    <>
      <Button
        component={Link}
        to={RENDERS_PATH}
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} />}
        mb="xs"
        px={4}
      >
        {t('renders.index.title')}
      </Button>
      <PageHeader
        title={t('renders.gallery.title', { name: project.data?.project.name ?? '…' })}
        description={t('renders.gallery.description')}
        actions={
          <>
            <Button
              component={Link}
              to={bundlesPath(projectId)}
              variant="default"
              leftSection={<IconLibraryPhoto size={16} />}
            >
              {t('renders.bundles.nav')}
            </Button>
            {canRender && <QuickRenders projectId={projectId} onMore={() => setDialogOpen(true)} />}
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <GalleryFilters
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(0);
            }}
          />
          <QueryState
            query={images}
            isEmpty={() => entries.length === 0}
            empty={
              <Card>
                <EmptyState
                  py={48}
                  icon={<IconPhoto size={28} />}
                  title={t(
                    filter.type || filter.characteristic || filter.status !== 'all'
                      ? 'renders.gallery.noMatch'
                      : 'renders.gallery.empty',
                  )}
                  description={canRender ? t('renders.gallery.emptyHint') : undefined}
                />
              </Card>
            }
          >
            {(answer) => (
              <>
                <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" data-testid="gallery-grid">
                  {entries.map((entry) => (
                    <GalleryCard
                      key={entry.key}
                      entry={entry}
                      onOpen={() =>
                        entry.kind === 'tour'
                          ? setTour({ tour: entry.tour })
                          : entry.kind === 'image' && openImage(entry.image.id)
                      }
                    />
                  ))}
                </SimpleGrid>
                {answer.totalPages > 1 && filter.status !== 'active' && filter.status !== 'failed' && (
                  <Group justify="space-between" mt="lg">
                    <Text size="sm" c="dimmed">
                      {t('renders.gallery.total', { count: answer.totalCount })}
                    </Text>
                    <Pagination
                      size="sm"
                      total={answer.totalPages}
                      value={page + 1}
                      onChange={(p) => setPage(p - 1)}
                    />
                  </Group>
                )}
              </>
            )}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <RenderQueuePanel feed={feed} onOpenImage={openImage} />
        </Grid.Col>
      </Grid>
      {canRender && (
        <RenderDialog
          projectId={projectId}
          cameras={[]}
          camerasFor={(type) => (design.data ? suggestCameras(design.data, type) : [])}
          opened={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      )}
      <Lightbox
        images={pictures}
        index={shown >= 0 ? shown : null}
        onIndex={(i) => setShownId(pictures[i]?.id ?? null)}
        onClose={() => setShownId(null)}
      />
      <TourModal tour={tour?.tour ?? null} startAt={tour?.startAt} onClose={() => setTour(null)} />
    </>
  );
}
