import { Badge, Card, Center, Group, Loader, ScrollArea, Text, Title, Tooltip } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderFeed } from '../use-render-stream.ts';
import { RenderJobItem } from './RenderJobItem.tsx';
import classes from './RenderQueue.module.css';

/** A clock for "time left" that ticks only while something is rendering. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** The live render queue of a session or project: each job with its state, progress and result. */
export function RenderQueuePanel({
  feed,
  onOpenImage,
  maxHeight = 560,
  actions,
  collapsed = false,
}: {
  feed: RenderFeed;
  onOpenImage?(imageId: string): void;
  maxHeight?: number;
  /** Buttons beside the live indicator (the editor's: open the gallery, collapse the panel). */
  actions?: ReactNode;
  /** Only the title bar (with the count under way) shows; the jobs are kept, not listed. */
  collapsed?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(feed.jobs.some((j) => j.state === 'RUNNING'));
  const active = feed.jobs.filter((j) => j.state === 'QUEUED' || j.state === 'RUNNING').length;
  return (
    <Card padding={collapsed ? 'xs' : 'md'} aria-label={t('renders.queue.title')} component="section">
      <Group justify="space-between" mb={collapsed ? 0 : 'xs'} wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <IconStack2 size={18} stroke={1.7} />
          <Title order={3} fz="md" style={{ whiteSpace: 'nowrap' }}>
            {t('renders.queue.title')}
          </Title>
          {active > 0 && (
            <Badge size="sm" variant="light" circle aria-label={t('renders.queue.active', { count: active })}>
              {active}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t(feed.mode === 'live' ? 'renders.queue.liveHint' : 'renders.queue.pollingHint')}>
            <Group gap={6} wrap="nowrap">
              <span className={classes.dot} data-mode={feed.mode} />
              {feed.mode === 'live' && (
                <Text size="xs" c="dimmed" data-testid="render-feed-mode">
                  {t('renders.queue.live')}
                </Text>
              )}
            </Group>
          </Tooltip>
          {actions}
        </Group>
      </Group>
      {!collapsed && feed.mode === 'polling' && (
        <Text size="xs" c="yellow.9" mb="xs" data-testid="render-feed-mode">
          {t('renders.queue.polling')}
        </Text>
      )}
      {!collapsed && <QueueJobs feed={feed} now={now} maxHeight={maxHeight} onOpenImage={onOpenImage} />}
    </Card>
  );
}

function QueueJobs({
  feed,
  now,
  maxHeight,
  onOpenImage,
}: {
  feed: RenderFeed;
  now: number;
  maxHeight: number;
  onOpenImage?(imageId: string): void;
}) {
  const { t } = useTranslation();
  if (feed.loading)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (feed.jobs.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('renders.queue.empty')}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      {feed.jobs.map((job) => (
        <RenderJobItem key={job.id} job={job} now={now} onOpenImage={onOpenImage} />
      ))}
    </ScrollArea.Autosize>
  );
}
