import { Badge, Card, Center, Group, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconHourglass, IconView360 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format.ts';
import { renderTypeOfImage } from '../model/render-types.ts';
import { StandInNotice } from '../stand-ins/StandInNotice.tsx';
import { useRenderName } from '../use-render-name.ts';
import classes from './Gallery.module.css';
import type { GalleryEntry } from './gallery-entries.ts';

function TypeBadge({ imageType, extra }: { imageType: string; extra?: string }) {
  const { t } = useTranslation();
  const type = renderTypeOfImage(imageType);
  return (
    <Badge className={classes.typeBadge} variant="filled" color="dark" leftSection={<type.icon size={12} />}>
      {t(`renders.types.${type.key}.label`)}
      {extra ? ` · ${extra}` : ''}
    </Badge>
  );
}

/** A job still under way, or failed: where the picture will be. */
function JobFace({ entry }: { entry: Extract<GalleryEntry, { kind: 'job' }> }) {
  const { t } = useTranslation();
  const { job } = entry;
  return (
    <Center className={classes.placeholder} data-state={job.state}>
      {job.state === 'RUNNING' ? (
        <RingProgress
          size={76}
          thickness={6}
          roundCaps
          sections={[{ value: job.progress * 100, color: 'brand' }]}
          label={
            <Text ta="center" size="sm" fw={650}>
              {Math.round(job.progress * 100)}%
            </Text>
          }
        />
      ) : job.state === 'QUEUED' ? (
        <Stack gap={4} align="center">
          <ThemeIcon variant="light" color="gray" size={40} radius="xl">
            <IconHourglass size={20} />
          </ThemeIcon>
          <Text size="xs" c="dimmed">
            {job.queuePosition
              ? t('renders.queue.position', { position: job.queuePosition })
              : t('renders.queue.waiting')}
          </Text>
        </Stack>
      ) : (
        <Stack gap={4} align="center" px="md">
          <ThemeIcon variant="light" color="red" size={40} radius="xl">
            <IconAlertTriangle size={20} />
          </ThemeIcon>
          <Text size="xs" c="red" ta="center" lineClamp={2}>
            {job.error ?? t('renders.queue.failed')}
          </Text>
        </Stack>
      )}
    </Center>
  );
}

/** One tile of the gallery; pictures and tours open on click. */
export function GalleryCard({ entry, onOpen }: { entry: GalleryEntry; onOpen?(): void }) {
  const { t, i18n } = useTranslation();
  const nameOf = useRenderName();
  const image = entry.kind === 'image' ? entry.image : entry.kind === 'tour' ? entry.cover : null;
  const imageType = entry.kind === 'job' ? entry.job.imageType : image!.type;
  const title =
    entry.kind === 'job'
      ? nameOf(entry.job.cameraName, imageType)
      : entry.kind === 'tour'
        ? t('renders.gallery.tourTitle', { name: entry.tour.stops[0]?.name ?? '' })
        : nameOf(image!.name, imageType);
  const details =
    entry.kind === 'job'
      ? `${t(`renders.states.${entry.job.state}`)} · ${t(`renders.tiers.${entry.job.tier}`)}`
      : entry.kind === 'tour'
        ? t('renders.gallery.stops', { count: entry.tour.stops.length })
        : `${image!.resolution.x} × ${image!.resolution.y} · ${formatDate(image!.createdAt, i18n.language)}`;
  const open = entry.kind !== 'job' ? onOpen : undefined;
  return (
    <Card
      padding={0}
      className={classes.card}
      data-kind={entry.kind}
      data-testid="gallery-card"
      component={open ? 'button' : 'div'}
      onClick={open}
      aria-label={open ? t('renders.gallery.open', { name: title }) : undefined}
    >
      <div className={classes.face}>
        {image?.thumbnailUrl ? (
          <img src={image.thumbnailUrl} alt="" className={classes.thumbnail} loading="lazy" />
        ) : entry.kind === 'job' ? (
          <JobFace entry={entry} />
        ) : (
          <Center className={classes.placeholder} />
        )}
        <TypeBadge imageType={imageType} />
        {(imageType === 'PANORAMA' || imageType === 'TOUR_720') && image && (
          <ThemeIcon className={classes.panoIcon} radius="xl" size={30} color="dark" variant="filled">
            <IconView360 size={18} />
          </ThemeIcon>
        )}
      </div>
      <Group px="sm" py={10} justify="space-between" wrap="nowrap" gap={6}>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {details}
          </Text>
          {image && <StandInNotice standIns={image.standIns} lines={1} />}
        </div>
      </Group>
    </Card>
  );
}
