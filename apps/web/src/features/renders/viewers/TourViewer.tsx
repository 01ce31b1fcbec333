import { Badge, Button, Group, ScrollArea, Text } from '@mantine/core';
import { IconMapPin, IconRoute } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Tour, viewOfStop } from '../model/tour.ts';
import { type Hotspot, PanoramaViewer } from './PanoramaViewer.tsx';
import classes from './Viewer.module.css';

/**
 * A 720° tour: the panoramas of one request, linked by hotspots at the other panoramas' places in
 * the plan; clicking one walks there. The stops are also listed below for a direct jump.
 */
export function TourViewer({
  tour,
  initialImageId,
  height = '100%',
  toolbarExtra,
}: {
  tour: Tour;
  initialImageId?: string;
  height?: number | string;
  toolbarExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [currentId, setCurrentId] = useState(initialImageId ?? tour.stops[0]?.imageId);
  const index = Math.max(
    0,
    tour.stops.findIndex((s) => s.imageId === currentId),
  );
  const stop = tour.stops[index];
  const view = useMemo(() => (stop ? viewOfStop(stop, tour.stops) : null), [stop, tour.stops]);
  const hotspots = useMemo<Hotspot[]>(
    () => view?.hotspots.map((h) => ({ id: h.imageId, label: h.name, direction: h.direction })) ?? [],
    [view],
  );
  if (!stop || !view) return null;
  const placed = tour.stops.every((s) => s.camera);

  return (
    <div className={classes.tourFrame} style={{ height }} data-testid="tour-viewer" data-stop={stop.name}>
      <PanoramaViewer
        imageUrl={stop.imageUrl}
        imageWidth={stop.width}
        view={view}
        hotspots={hotspots}
        onHotspot={setCurrentId}
        toolbarExtra={toolbarExtra}
        footer={
          <ScrollArea type="never">
            <Group gap={8} wrap="nowrap" justify="center">
              {tour.stops.map((s, i) => (
                <Button
                  key={s.imageId}
                  size="xs"
                  radius="xl"
                  variant={s.imageId === stop.imageId ? 'white' : 'default'}
                  className={classes.stopButton}
                  data-current={s.imageId === stop.imageId || undefined}
                  leftSection={<IconMapPin size={14} />}
                  onClick={() => setCurrentId(s.imageId)}
                >
                  {i + 1}. {s.name}
                </Button>
              ))}
            </Group>
          </ScrollArea>
        }
      />
      <Group gap={8} className={classes.tourTitle}>
        <Badge variant="filled" color="dark" leftSection={<IconRoute size={12} />}>
          {t('renders.viewer.tour')}
        </Badge>
        <Text size="sm" fw={600} c="white">
          {t('renders.viewer.stop', { name: stop.name, index: index + 1, total: tour.stops.length })}
        </Text>
        {!placed && (
          <Text size="xs" c="gray.4">
            {t('renders.viewer.unplaced')}
          </Text>
        )}
      </Group>
    </div>
  );
}
