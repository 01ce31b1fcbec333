import {
  Button,
  Card,
  ColorInput,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { Product, ProductLight } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useUpdateProduct } from '../api/products.ts';

/** What a product becomes when it is first made a lamp: a warm bulb at about table-lamp height. */
const NEW_LIGHT: ProductLight = { kind: 'point', intensity: 100, color: '#ffd9a8', bulbHeightMm: 500 };
/** A spot's half-angle when the product leaves it out (docs/decisions/view3d-lamp-lights.md). */
const DEFAULT_SPOT_ANGLE = 60;

/** The light a furniture product gives when placed (a lamp), or none; saved with PATCH /v1/product/:id. */
export function LampLightCard({ product, readOnly }: { product: Product; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateProduct(product.id);
  const [light, setLight] = useState<ProductLight | null>(product.light);
  const set = (change: Partial<ProductLight>) => setLight((l) => (l ? { ...l, ...change } : l));
  const changed = JSON.stringify(light) !== JSON.stringify(product.light);
  return (
    <Card withBorder padding="lg" radius="lg" mt="xl" data-testid="lamp-light">
      <Title order={4} mb="sm">
        {t('library.light.title')}
      </Title>
      <Switch
        label={t('library.light.isLamp')}
        checked={light !== null}
        disabled={readOnly}
        onChange={(e) => setLight(e.currentTarget.checked ? (product.light ?? NEW_LIGHT) : null)}
        mb="sm"
      />
      {light === null ? (
        <Text size="sm" c="dimmed">
          {t('library.light.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          <SegmentedControl
            aria-label={t('library.light.kindLabel')}
            value={light.kind}
            disabled={readOnly}
            onChange={(kind) => set({ kind: kind as ProductLight['kind'] })}
            data={(['point', 'spot'] as const).map((value) => ({
              value,
              label: t(`library.light.${value}`),
            }))}
          />
          <NumberInput
            label={t('library.light.intensity')}
            min={0}
            max={100_000}
            value={light.intensity}
            readOnly={readOnly}
            onChange={(v) => set({ intensity: Number(v) || 0 })}
          />
          <ColorInput
            label={t('library.light.color')}
            format="hex"
            value={light.color}
            readOnly={readOnly}
            onChange={(color) => set({ color })}
          />
          <NumberInput
            label={t('library.light.bulbHeight')}
            min={0}
            max={100_000}
            value={light.bulbHeightMm}
            readOnly={readOnly}
            onChange={(v) => set({ bulbHeightMm: Math.round(Number(v) || 0) })}
          />
          {light.kind === 'spot' && (
            <NumberInput
              label={t('library.light.angle')}
              min={1}
              max={90}
              value={light.angleDeg ?? DEFAULT_SPOT_ANGLE}
              readOnly={readOnly}
              onChange={(v) => set({ angleDeg: Number(v) || DEFAULT_SPOT_ANGLE })}
            />
          )}
        </Stack>
      )}
      <ErrorAlert error={update.error} />
      {!readOnly && (
        <Group justify="flex-end" mt="md">
          <Button disabled={!changed} loading={update.isPending} onClick={() => update.mutate({ light })}>
            {t('library.light.save')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
