import { ActionIcon, Center, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { renderRoutes } from '@roomcraft/contract';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '../../../../api/client.ts';
import classes from '../Viewer.module.css';
import { BakedScene } from './baked-scene.ts';

type Loading = { state: 'loading'; fraction: number | null } | { state: 'ready' } | { state: 'failed' };

/** A baked render (RenderImageType 4) to walk through: its light is in the textures, no lamp is lit here. */
export function BakedViewer({ imageId, height = '100%' }: { imageId: string; height?: number | string }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<BakedScene | null>(null);
  const [loading, setLoading] = useState<Loading>({ state: 'loading', fraction: null });

  useEffect(() => {
    const created = new BakedScene(host.current!);
    scene.current = created;
    setLoading({ state: 'loading', fraction: null });
    created
      .load(urlOf(renderRoutes.bakedScene, { params: { id: imageId } }), (fraction) =>
        setLoading({ state: 'loading', fraction }),
      )
      .then(
        () => setLoading({ state: 'ready' }),
        () => setLoading({ state: 'failed' }),
      );
    return () => {
      created.dispose();
      scene.current = null;
    };
  }, [imageId]);

  const percent = loading.state === 'loading' && loading.fraction !== null ? loading.fraction * 100 : null;
  return (
    <div className={classes.frame} style={{ height }} data-state={loading.state} data-testid="baked-viewer">
      <div ref={host} className={classes.canvasHost} />
      {loading.state === 'loading' && (
        <Center className={classes.overlay}>
          <Stack gap={8} w={260} align="stretch">
            <Text size="sm" c="white" ta="center">
              {percent === null
                ? t('renders.baked.loading')
                : t('renders.baked.loadingPercent', { percent: Math.round(percent) })}
            </Text>
            <Progress
              value={percent ?? 100}
              animated={percent === null}
              aria-label={t('renders.baked.loading')}
              size="sm"
            />
          </Stack>
        </Center>
      )}
      {loading.state === 'failed' && (
        <Center className={classes.overlay}>
          <Group gap="xs" c="white">
            <IconAlertTriangle size={20} />
            <Text size="sm">{t('renders.baked.loadFailed')}</Text>
          </Group>
        </Center>
      )}
      {loading.state === 'ready' && (
        <>
          <Group gap={6} className={classes.toolbar}>
            <Tooltip label={t('renders.baked.restart')}>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => scene.current?.restart()}
                aria-label={t('renders.baked.restart')}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text className={classes.hint}>{t('renders.baked.hint')}</Text>
        </>
      )}
    </div>
  );
}
