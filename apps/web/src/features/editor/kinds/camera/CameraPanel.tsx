import { Button, Group, Stack, Text } from '@mantine/core';
import { deleteCameras, moveCamera, renameCamera, setCameraFov } from '@roomcraft/scene';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CommittedNumber, CommittedText, MillimetreField } from '../../panels/fields.tsx';
import type { KindPanelProps } from '../kind.ts';

/** A saved camera: its name, eye height and field of view, a look through it in 3D, and delete. */
export function CameraPanel({ editor, ids }: KindPanelProps) {
  const cameraId = ids[0]!;
  const { t } = useTranslation();
  const camera = editor.floor.cameras.find((c) => c.archiId === cameraId);
  if (!camera) return null;
  const readOnly = editor.readOnly;
  return (
    <Stack gap="xs" data-testid="camera-panel">
      <Text fw={650}>{t('editor.camera.title')}</Text>
      <CommittedText
        label={t('editor.camera.name')}
        value={camera.name}
        disabled={readOnly}
        onCommit={(name) => name && editor.dispatch(renameCamera, { cameraId, name: name.slice(0, 60) })}
      />
      <Group grow gap="xs" align="flex-start">
        <MillimetreField
          label={t('editor.camera.height')}
          value={camera.position.z}
          min={100}
          max={20_000}
          disabled={readOnly}
          testId="camera-height"
          onCommit={(height) => editor.dispatch(moveCamera, { cameraId, height })}
        />
        <CommittedNumber
          label={t('editor.camera.fov')}
          value={camera.fovDeg}
          min={10}
          max={120}
          suffix="°"
          decimals={0}
          disabled={readOnly}
          testId="camera-fov"
          onCommit={(fovDeg) => editor.dispatch(setCameraFov, { cameraId, fovDeg })}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('editor.camera.explain')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          onClick={() => editor.lookThrough(camera)}
        >
          {t('editor.camera.lookThrough')}
        </Button>
        {!readOnly && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => editor.dispatch(deleteCameras, { cameraIds: [cameraId] })}
          >
            {t('editor.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
