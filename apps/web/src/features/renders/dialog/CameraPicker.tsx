import { Alert, Button, Checkbox, Group, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraPlus, IconFrame } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraInput } from '../model/cameras.ts';
import type { RenderTypeInfo } from '../model/render-types.ts';

const metres = (mm: number) => (mm / 1000).toFixed(1);

/**
 * The cameras the editor placed, by name, and (with a `placer`) a way to place one more right here;
 * top and bird views frame the whole floor instead.
 */
export function CameraPicker({
  type,
  cameras,
  selected,
  onChange,
  error,
  placer,
}: {
  type: RenderTypeInfo;
  cameras: CameraInput[];
  selected: number[];
  onChange(selected: number[]): void;
  error?: string;
  placer?: ReactNode;
}) {
  const { t } = useTranslation();
  const [placing, setPlacing] = useState(false);
  if (type.minCameras === 0) {
    return (
      <Input.Wrapper label={t('renders.dialog.cameras')} error={error}>
        <Group gap="xs" mt={6}>
          <IconFrame size={18} stroke={1.6} color="var(--mantine-color-gray-6)" />
          <Text size="sm" c="dimmed">
            {t('renders.dialog.framesFloor')}
          </Text>
        </Group>
      </Input.Wrapper>
    );
  }
  if (cameras.length === 0) {
    return (
      <Input.Wrapper label={t('renders.dialog.cameras')} error={error}>
        <Stack gap="xs" mt={6}>
          <Alert variant="light" color="gray" icon={<IconCamera size={18} />} p="xs">
            <Text size="sm" data-testid="no-cameras">
              {placer ? t('renders.dialog.placeFirst') : t('renders.dialog.noCameras')}
            </Text>
          </Alert>
          {placer}
        </Stack>
      </Input.Wrapper>
    );
  }
  const hint =
    type.minCameras > 1
      ? t('renders.dialog.tourNeeds', { count: type.minCameras })
      : t('renders.dialog.oneEach');
  return (
    <Checkbox.Group
      label={t('renders.dialog.cameras')}
      description={hint}
      value={selected.map(String)}
      onChange={(values) => onChange(values.map(Number).sort((a, b) => a - b))}
      error={error}
    >
      <Stack gap={6} mt={8}>
        {cameras.map((camera, index) => (
          <Checkbox
            // biome-ignore lint/suspicious/noArrayIndexKey: cameras are given as a list and named after it
            key={index}
            value={String(index)}
            label={camera.name}
            description={t('renders.dialog.cameraAt', {
              x: metres(camera.position.x),
              y: metres(camera.position.y),
              z: metres(camera.position.z),
            })}
          />
        ))}
        {placer &&
          (placing ? (
            placer
          ) : (
            <Group>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconCameraPlus size={16} />}
                onClick={() => setPlacing(true)}
              >
                {t('renders.placer.another')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Checkbox.Group>
  );
}
