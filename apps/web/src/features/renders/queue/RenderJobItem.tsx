import { Badge, Box, Group, Progress, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { RenderJob } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { imageFileUrl } from '../api.ts';
import { renderTypeOfImage } from '../model/render-types.ts';
import { StandInNotice } from '../stand-ins/StandInNotice.tsx';
import { useRenderName } from '../use-render-name.ts';
import classes from './RenderQueue.module.css';
import { timeLeft } from './time-left.ts';

const STATE_COLOURS: Record<RenderJob['state'], string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DONE: 'teal',
  FAILED: 'red',
};

/** What a job is doing, in words: its place in the queue, its progress and time left, or its error. */
function useStatusLine(job: RenderJob, now: number): string {
  const { t, i18n } = useTranslation();
  switch (job.state) {
    case 'QUEUED':
      return job.queuePosition
        ? t('renders.queue.position', { position: job.queuePosition })
        : t('renders.queue.waiting');
    case 'RUNNING': {
      const left = timeLeft(job.estimatedEndTime, now, i18n.language);
      const percent = Math.round(job.progress * 100);
      return left
        ? t('renders.queue.runningEta', { percent, time: left })
        : t('renders.queue.running', { percent });
    }
    case 'DONE':
      return t('renders.queue.done', { width: job.width, height: job.height });
    default:
      return job.error ?? t('renders.queue.failed');
  }
}

/** One job of the queue: picture or type, name, tier, state, progress. */
export function RenderJobItem({
  job,
  now,
  onOpenImage,
}: {
  job: RenderJob;
  now: number;
  onOpenImage?(imageId: string): void;
}) {
  const { t } = useTranslation();
  const type = renderTypeOfImage(job.imageType);
  const Icon = type.icon;
  const line = useStatusLine(job, now);
  const name = useRenderName()(job.cameraName, job.imageType);
  const thumbnail =
    job.state === 'DONE' && job.imageId ? imageFileUrl(job.imageId, { variant: 'thumbnail' }) : null;
  const picture = thumbnail ? (
    <img src={thumbnail} alt={name} className={classes.thumb} />
  ) : (
    <ThemeIcon size={44} radius="sm" variant="light" color={STATE_COLOURS[job.state]}>
      <Icon size={22} stroke={1.6} />
    </ThemeIcon>
  );
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      className={classes.item}
      data-state={job.state}
      data-testid="render-job"
    >
      {thumbnail && onOpenImage ? (
        <UnstyledButton onClick={() => onOpenImage(job.imageId!)} aria-label={t('renders.queue.open')}>
          {picture}
        </UnstyledButton>
      ) : (
        <Box className={classes.thumbBox}>{picture}</Box>
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Badge size="xs" variant="light" color={STATE_COLOURS[job.state]} style={{ flexShrink: 0 }}>
            {t(`renders.states.${job.state}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {t(`renders.types.${type.key}.label`)} · {t(`renders.tiers.${job.tier}`)} ·{' '}
          {t(`renders.engines.${job.engine}.short`)}
        </Text>
        {job.state === 'RUNNING' && (
          <Progress
            value={Math.max(2, job.progress * 100)}
            size="sm"
            transitionDuration={400}
            aria-label={t('renders.queue.progress')}
          />
        )}
        <Text
          size="xs"
          c={job.state === 'FAILED' ? 'red' : 'dimmed'}
          lineClamp={3}
          data-testid="render-job-status"
        >
          {line}
        </Text>
        <StandInNotice standIns={job.standIns} />
      </Stack>
    </Group>
  );
}
