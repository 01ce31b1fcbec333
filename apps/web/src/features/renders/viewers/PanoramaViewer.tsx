import { ActionIcon, Center, Group, Loader, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDeviceMobileRotated,
  IconMaximize,
  IconMinimize,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanoramaScene } from './panorama-scene.ts';
import classes from './Viewer.module.css';

export interface Hotspot {
  id: string;
  label: string;
  direction: [number, number, number];
}

export interface PanoramaViewerProps {
  /** The equirectangular picture's file URL; it is fetched at the width this device can show. */
  imageUrl: string;
  /** The picture's own width: smaller pictures are fetched as they are, never enlarged. */
  imageWidth?: number;
  /** Turn of the picture and the first heading; by default the picture's centre is ahead. */
  view?: { sphereYaw: number; lookYaw: number; lookPitch?: number };
  hotspots?: Hotspot[];
  onHotspot?(id: string): void;
  /** Shown at the bottom, over the picture (a tour's stops). */
  footer?: ReactNode;
  /** More buttons at the end of the toolbar (a close button, when the viewer fills the screen). */
  toolbarExtra?: ReactNode;
  height?: number | string;
}

const AHEAD = { sphereYaw: 0, lookYaw: Math.PI / 2 };
const isTouch = () => typeof window !== 'undefined' && matchMedia('(pointer: coarse)').matches;
const canSteerByGyro = () => isTouch() && 'DeviceOrientationEvent' in window;

/** The picture's URL at a width this device can hold as one texture (the server resizes it). */
function sized(url: string, deviceWidth: number, imageWidth?: number): string {
  if (imageWidth !== undefined && imageWidth <= deviceWidth) return url;
  const u = new URL(url, window.location.origin);
  u.searchParams.set('w', String(deviceWidth));
  return u.origin === window.location.origin ? `${u.pathname}${u.search}` : u.toString();
}

/** A 360° panorama: drag to look around, wheel or pinch to zoom, full screen, gyroscope on phones. */
export function PanoramaViewer({
  imageUrl,
  imageWidth,
  view = AHEAD,
  hotspots = [],
  onHotspot,
  footer,
  toolbarExtra,
  height = '100%',
}: PanoramaViewerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<PanoramaScene | null>(null);
  const markers = useRef(new Map<string, HTMLButtonElement>());
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [fullScreen, setFullScreen] = useState(false);
  const [gyro, setGyro] = useState(false);

  useEffect(() => {
    const created = new PanoramaScene(host.current!);
    scene.current = created;
    const onFullScreen = () => setFullScreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onFullScreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullScreen);
      created.dispose();
      scene.current = null;
    };
  }, []);

  const { sphereYaw, lookYaw, lookPitch } = view;
  useEffect(() => {
    const current = scene.current!;
    let stale = false;
    setState('loading');
    current.show(sized(imageUrl, current.textureWidth, imageWidth), { sphereYaw, lookYaw, lookPitch }).then(
      () => !stale && setState('ready'),
      () => !stale && setState('failed'),
    );
    return () => {
      stale = true;
    };
  }, [imageUrl, imageWidth, sphereYaw, lookYaw, lookPitch]);

  useEffect(() => {
    scene.current?.setMarkers(
      hotspots.flatMap((h) => {
        const element = markers.current.get(h.id);
        return element ? [{ element, direction: h.direction }] : [];
      }),
    );
  }, [hotspots]);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };
  const toggleGyro = async () => {
    const controls = scene.current?.controls;
    if (!controls) return;
    if (gyro) {
      controls.disableGyro();
      setGyro(false);
    } else setGyro(await controls.enableGyro());
  };

  return (
    <div
      ref={frame}
      className={classes.frame}
      style={{ height }}
      data-state={state}
      data-testid="panorama-viewer"
    >
      <div ref={host} className={classes.canvasHost} />
      <div className={classes.markers}>
        {hotspots.map((h) => (
          <button
            key={h.id}
            type="button"
            className={classes.hotspot}
            style={{ visibility: 'hidden' }}
            ref={(el) => {
              if (el) markers.current.set(h.id, el);
              else markers.current.delete(h.id);
            }}
            onClick={() => onHotspot?.(h.id)}
            aria-label={t('renders.viewer.walkTo', { name: h.label })}
          >
            <span className={classes.hotspotRing} />
            <span className={classes.hotspotLabel}>{h.label}</span>
          </button>
        ))}
      </div>
      {state === 'loading' && (
        <Center className={classes.overlay}>
          <Loader color="white" size="md" aria-label={t('common.loading')} />
        </Center>
      )}
      {state === 'failed' && (
        <Center className={classes.overlay}>
          <Group gap="xs" c="white">
            <IconAlertTriangle size={20} />
            <Text size="sm">{t('renders.viewer.loadFailed')}</Text>
          </Group>
        </Center>
      )}
      <Group gap={6} className={classes.toolbar}>
        <Tooltip label={t('renders.viewer.zoomIn')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scene.current?.controls.zoomBy(0.8)}
            aria-label={t('renders.viewer.zoomIn')}
            className={classes.zoomButton}
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('renders.viewer.zoomOut')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scene.current?.controls.zoomBy(1.25)}
            aria-label={t('renders.viewer.zoomOut')}
            className={classes.zoomButton}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        {canSteerByGyro() && (
          <Tooltip label={t('renders.viewer.gyro')}>
            <ActionIcon
              variant={gyro ? 'filled' : 'default'}
              size="lg"
              onClick={toggleGyro}
              aria-label={t('renders.viewer.gyro')}
              aria-pressed={gyro}
            >
              <IconDeviceMobileRotated size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t(fullScreen ? 'renders.viewer.exitFullScreen' : 'renders.viewer.fullScreen')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={toggleFullScreen}
            aria-label={t(fullScreen ? 'renders.viewer.exitFullScreen' : 'renders.viewer.fullScreen')}
          >
            {fullScreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
          </ActionIcon>
        </Tooltip>
        {toolbarExtra}
      </Group>
      {state === 'ready' && (
        <Text className={classes.hint}>
          {t(isTouch() ? 'renders.viewer.hintTouch' : 'renders.viewer.hint')}
        </Text>
      )}
      {footer && <div className={classes.footer}>{footer}</div>}
    </div>
  );
}
