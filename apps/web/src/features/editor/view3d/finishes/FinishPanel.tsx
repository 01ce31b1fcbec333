import {
  ColorInput,
  ColorSwatch,
  Group,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { FinishRef } from '@roomcraft/scene';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController } from '../controller/view3d-controller.ts';
import { FINISHES_WIDTH } from '../use-panels.ts';
import { FinishProducts } from './FinishProducts.tsx';
import { applyFinish, type FinishScope, scopesOf } from './surfaces.ts';

/** Paint colours offered at once; any other through the colour input. */
export const PAINTS = [
  '#f4f1ea',
  '#e9e2d3',
  '#d8cbb3',
  '#c9d3c5',
  '#b9c8d6',
  '#8fa3b8',
  '#5b6f7f',
  '#3a3f44',
  '#c98b6b',
  '#9c5b45',
];

const DEFAULT_SCOPE: Record<string, FinishScope> = { wall: 'side', floor: 'floor', ceiling: 'ceiling' };

/** Finishes for the surface picked in the view: finish products from the library or a paint colour. */
export function FinishPanel({ controller }: { controller: View3DController }) {
  const { t } = useTranslation();
  const surface = useViewState(controller, (s) => s.surface);
  const [scope, setScope] = useState<FinishScope>('side');
  const [scale, setScale] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [custom, setCustom] = useState('#d8cbb3');
  const scopes = scopesOf(controller.floor(), surface);
  useEffect(() => {
    if (surface) setScope(DEFAULT_SCOPE[surface.kind]!);
  }, [surface]);

  const apply = (finish: FinishRef) => {
    if (!surface || !scopes.includes(scope)) return;
    applyFinish(controller.store, controller.floor(), surface, scope, finish);
  };
  const textured = (productId: string) =>
    apply({
      productId,
      ...(scale !== 1 ? { scale } : {}),
      ...(rotation ? { rotation: (rotation * Math.PI) / 180 } : {}),
    });

  return (
    <Stack
      gap="xs"
      p="sm"
      h="100%"
      w={FINISHES_WIDTH}
      style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}
      aria-label={t('view3d.finishes.title')}
    >
      <Title order={5}>{t('view3d.finishes.title')}</Title>
      {!surface ? (
        <Text size="sm" c="dimmed">
          {t('view3d.finishes.pick')}
        </Text>
      ) : (
        <>
          <Text size="xs" fw={500}>
            {t('view3d.finishes.target')}
          </Text>
          <SegmentedControl
            size="xs"
            orientation="vertical"
            fullWidth
            aria-label={t('view3d.finishes.target')}
            value={scope}
            onChange={(v) => setScope(v as FinishScope)}
            data={scopes.map((s) => ({ value: s, label: t(`view3d.finishes.scopes.${s}`) }))}
          />
          <Text size="xs" fw={500}>
            {t('view3d.finishes.paint')}
          </Text>
          <SimpleGrid cols={5} spacing={6}>
            {PAINTS.map((color) => (
              <UnstyledButton key={color} aria-label={color} onClick={() => apply({ color })}>
                <ColorSwatch color={color} size={32} radius="sm" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <ColorInput
            size="xs"
            label={t('view3d.finishes.custom')}
            value={custom}
            onChange={setCustom}
            onChangeEnd={(color) => apply({ color })}
            format="hex"
          />
          <Group grow gap="xs">
            <div>
              <Text size="xs">{t('view3d.finishes.scale')}</Text>
              <Slider
                size="xs"
                min={0.25}
                max={4}
                step={0.25}
                value={scale}
                onChange={setScale}
                label={(v) => `×${v}`}
              />
            </div>
            <div>
              <Text size="xs">{t('view3d.finishes.rotation')}</Text>
              <Slider
                size="xs"
                min={0}
                max={90}
                step={45}
                value={rotation}
                onChange={setRotation}
                label={(v) => `${v}°`}
              />
            </div>
          </Group>
          <Text size="xs" fw={500}>
            {t('view3d.finishes.products')}
          </Text>
          <ScrollArea flex={1} type="auto" offsetScrollbars>
            <FinishProducts controller={controller} owner="all" onPick={textured} />
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}
